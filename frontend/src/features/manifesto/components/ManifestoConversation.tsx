import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Loader2, RotateCcw, Send, SkipForward } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@uniform/contracts';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { Label, Textarea } from '../../../shared/ui/Field';
import { cn } from '../../../shared/lib/cn';
import { MANIFESTO_PAGE } from '../content/manifesto-content';
import { isComplete, type WizardMessage, type WizardState } from '../lib/wizard';
import { CompletedSections } from './CompletedSections';
import { ManifestoProgress } from './ManifestoProgress';

export interface ManifestoConversationProps {
  state: WizardState;
  draft: string;
  onDraftChange: (text: string) => void;
  /** Sends what is typed (the page refuses empty text and sends nothing while a call is pending). */
  onSend: (text: string) => void;
  /** Passes on the current question, leaving what is typed alone. */
  onSkip: () => void;
  sending: boolean;
  generating: boolean;
  /** Set when the automatic generation failed: a button tries again. */
  onRetryGenerate?: () => void;
  onRestart: () => void;
}

/** Step two of the wizard: the guided conversation, its progress and the sections written so far. */
export function ManifestoConversation(props: ManifestoConversationProps) {
  const { state, draft, onDraftChange, onSend, onSkip, sending, generating, onRetryGenerate, onRestart } =
    props;
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const busy = sending || generating;
  const finished = isComplete(state);
  const canSend = !busy && !finished && draft.trim().length > 0;

  // The newest message is in view (the log scrolls, not the page).
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [state.messages.length, busy]);

  // The family answers straight away: the input has focus when the conversation opens and after each reply.
  useEffect(() => {
    if (!busy && !finished) input.current?.focus({ preventScroll: true });
  }, [busy, finished]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends and Shift+Enter is a new line; an Enter that confirms an input method's word sends nothing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          {MANIFESTO_PAGE.title}
        </h1>
        <RestartButton onRestart={onRestart} disabled={busy} />
      </div>
      <div className="mt-4">
        <ManifestoProgress state={state} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-label="Conversation"
          className="flex flex-col rounded-xl border border-stone-200 bg-white"
        >
          <div
            ref={log}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            // The log scrolls on its own so the answer box stays in view; it takes focus to scroll by keyboard.
            tabIndex={0}
            aria-label="Conversation messages"
            className="h-[60vh] min-h-[20rem] space-y-4 overflow-y-auto p-4 focus-visible:ring-2 focus-visible:ring-gold/40 sm:p-6 lg:h-[34rem]"
          >
            {state.messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
            {busy && (
              <div className="flex items-center gap-2 text-sm text-stone-600" role="status">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                {generating ? MANIFESTO_PAGE.generating : 'Writing...'}
              </div>
            )}
            {finished && !generating && onRetryGenerate && (
              <Button onClick={onRetryGenerate}>Generate my manifesto</Button>
            )}
          </div>

          <form onSubmit={submit} className="border-t border-stone-200 p-3 sm:p-4">
            <Label htmlFor="manifesto-answer" className="sr-only">
              Your answer
            </Label>
            <Textarea
              id="manifesto-answer"
              ref={input}
              value={draft}
              onChange={(event) => onDraftChange(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={CHAT_MESSAGE_MAX}
              rows={3}
              placeholder={finished ? 'All seven sections are written.' : 'Type your answer...'}
              disabled={finished}
              aria-describedby="manifesto-answer-hint"
              className="resize-y"
            />
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <p id="manifesto-answer-hint" className="text-xs text-stone-500">
                {MANIFESTO_PAGE.skipHint}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={onSkip}
                  disabled={busy || finished}
                  title="Pass on this question"
                >
                  <SkipForward className="h-4 w-4" aria-hidden /> Skip
                </Button>
                <Button type="submit" size="sm" disabled={!canSend} aria-label="Send answer">
                  {sending ? (
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                  ) : (
                    <Send className="h-4 w-4" aria-hidden />
                  )}
                  Send
                </Button>
              </div>
            </div>
          </form>
        </section>

        <aside>
          <CompletedSections sections={state.completed} />
          {state.engine === 'offline' && (
            <p className="mt-3 text-xs text-stone-500">{MANIFESTO_PAGE.offlineNote}</p>
          )}
        </aside>
      </div>
    </div>
  );
}

function MessageBubble({ message }: { message: WizardMessage }) {
  const mine = message.type === 'user';
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        data-role={message.type}
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-3 text-sm leading-relaxed',
          mine ? 'rounded-br-sm bg-ink text-paper' : 'rounded-bl-sm bg-stone-100 text-ink',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Guide: '}</span>
        {message.content}
      </div>
    </div>
  );
}

/** Start over asks first: it clears every answer and every written section. */
function RestartButton({ onRestart, disabled }: { onRestart: () => void; disabled: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled}>
          <RotateCcw className="h-4 w-4" aria-hidden /> Start over
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Start over?"
        description="Your answers and the sections written so far will be cleared. This cannot be undone."
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Keep going</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onRestart}>
              Start over
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
