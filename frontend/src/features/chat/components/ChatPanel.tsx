import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Shirt } from 'lucide-react';
import {
  CHAT_FAILURE_MESSAGES,
  CHAT_MESSAGE_MAX,
  CHAT_PERSONA_NAMES,
  type Analysis,
  type ChatMessage,
  type PersonalBrand,
} from '@uniform/contracts';
import { garmentVerdict, normaliseSeason } from '@uniform/style-engine';
import { errorMessage } from '../../../shared/api/api-client';
import { GarmentCheck, GarmentResults, type GarmentCheckResult } from '../../../shared/colour/GarmentCheck';
import { cn } from '../../../shared/lib/cn';
import { streamChat } from '../api/stream-chat';
import { Button } from '../../../shared/ui/Button';
import {
  CHAT_INPUT_PLACEHOLDER,
  CHAT_SUGGESTIONS,
  GARMENT_CHECK_NOTE,
  garmentQuestion,
  greetingFor,
} from '../content/chat-copy';

export interface ChatPanelProps {
  persona: 'stylist' | 'strategist';
  analysis: Analysis;
  personalBrand?: Partial<PersonalBrand>;
  /** "Ask Scottie" on a uniform piece: the input is filled with `text` whenever `key` changes. */
  prefill?: { text: string; key: number };
}

type Message = ChatMessage & { id: string };
/** A garment check shown in the log: local to this device, never part of the conversation sent. */
type GarmentCard = GarmentCheckResult & { id: string; type: 'garment'; season: string };
type LogEntry = Message | GarmentCard;
const isMessage = (entry: LogEntry): entry is Message => entry.type !== 'garment';

/** How close to the bottom (px) still counts as "following" the conversation. */
const FOLLOW_THRESHOLD_PX = 80;
const GREETING_ID = 'greeting';

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}${(nextId++).toString(36)}`;

/**
 * A chat with Scottie (stylist) or Cas (brand strategist), spec 2 §2.1, §4, §8: a greeting first,
 * suggestion chips while it is the only message, Enter sends and Shift+Enter adds a line, the answer
 * streams in as it is written, and a failure adds the persona's assistant message. It fills its
 * container (the dashboard gives it the 700 px card).
 */
export function ChatPanel({ persona, analysis, personalBrand, prefill }: ChatPanelProps) {
  const name = CHAT_PERSONA_NAMES[persona];
  const [messages, setMessages] = useState<LogEntry[]>(() => [
    { id: GREETING_ID, type: 'assistant', content: greetingFor(persona, analysis) },
  ]);
  const [input, setInput] = useState('');
  const [sending, setSending] = useState(false);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  const abortRef = useRef<AbortController | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The state is a render behind; this stops a fast second Enter from sending twice.
  const sendingRef = useRef(false);
  // Scottie's chat checks garments against the season's palette (issue 22, item 4); a season outside
  // the 12 has no palette, and then there is no check.
  const garmentSeason = persona === 'stylist' ? normaliseSeason(analysis.colorAnalysis.season) : undefined;
  const [checkOpen, setCheckOpen] = useState(false);
  const checkToggleRef = useRef<HTMLButtonElement>(null);
  const checkPanelId = useId();

  // A different analysis (not merely a new object for the same one) starts a new conversation.
  const conversationKey = `${persona}|${analysis.generatedAt ?? ''}|${analysis.styleArchetype}|${analysis.colorAnalysis.season}`;
  const [shownKey, setShownKey] = useState(conversationKey);
  if (shownKey !== conversationKey) {
    setShownKey(conversationKey);
    setMessages([{ id: GREETING_ID, type: 'assistant', content: greetingFor(persona, analysis) }]);
    setSending(false);
    setStreamingId(null);
    setCheckOpen(false);
  }
  useEffect(
    () => () => {
      abortRef.current?.abort();
      sendingRef.current = false;
    },
    [conversationKey],
  );

  // "Ask Scottie": fill the question in (never send it) whenever the key changes…
  const [shownPrefill, setShownPrefill] = useState<number | undefined>(undefined);
  if (prefill && prefill.key !== shownPrefill) {
    setShownPrefill(prefill.key);
    setInput(prefill.text.slice(0, CHAT_MESSAGE_MAX));
  }
  // …and put the cursor at its end.
  const prefillKey = prefill?.key;
  useEffect(() => {
    const field = inputRef.current;
    if (prefillKey === undefined || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [prefillKey]);

  // Follow new text only while the user is at the bottom; scrolling up to read stops it.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && followRef.current) log.scrollTop = log.scrollHeight;
  }, [messages, sending]);
  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    followRef.current = log.scrollHeight - log.scrollTop - log.clientHeight <= FOLLOW_THRESHOLD_PX;
  };

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || sendingRef.current) return;
      sendingRef.current = true;
      const history = messages.filter(isMessage).filter((message) => message.id !== GREETING_ID);
      const userMessage: Message = {
        id: newId(),
        type: 'user',
        content: text,
        timestamp: new Date().toISOString(),
      };
      const answerId = newId();
      setMessages((current) => [...current, userMessage]);
      setInput('');
      setSending(true);
      followRef.current = true;
      const controller = new AbortController();
      abortRef.current = controller;

      let streamed = '';
      const showAnswer = (content: string) =>
        setMessages((current) => {
          const others = current.filter((message) => message.id !== answerId);
          return [
            ...others,
            { id: answerId, type: 'assistant', content, timestamp: new Date().toISOString() },
          ];
        });
      try {
        const answer = await streamChat(
          { persona, message: text, analysis, personalBrand, history },
          {
            signal: controller.signal,
            onDelta: (delta) => {
              streamed += delta;
              setStreamingId(answerId);
              showAnswer(streamed);
            },
          },
        );
        showAnswer(answer.response);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn(`${name} chat failed:`, errorMessage(error));
        showAnswer(CHAT_FAILURE_MESSAGES[persona]);
      } finally {
        if (abortRef.current === controller) sendingRef.current = false;
        if (!controller.signal.aborted) {
          setSending(false);
          setStreamingId(null);
          // Back to the input for the next question (it was disabled while sending), unless the
          // user has moved on to something else on the page.
          requestAnimationFrame(() => {
            const focused = document.activeElement;
            if (!focused || focused === document.body || panelRef.current?.contains(focused)) {
              inputRef.current?.focus();
            }
          });
        }
      }
    },
    [analysis, messages, name, persona, personalBrand],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  };

  const closeCheck = () => {
    setCheckOpen(false);
    checkToggleRef.current?.focus();
  };
  const showGarment = (season: string) => (result: GarmentCheckResult) => {
    followRef.current = true;
    setMessages((current) => [...current, { id: newId(), type: 'garment', season, ...result }]);
  };
  const askAboutGarment = (card: GarmentCard) => {
    const checked = card.colours.flatMap(({ hex }) => {
      const verdict = garmentVerdict(hex, card.season);
      return verdict ? [{ hex, verdict }] : [];
    });
    void send(garmentQuestion(checked));
  };

  const canSend = !sending && input.trim().length > 0;
  const waitingForFirstWord = sending && streamingId === null;

  return (
    <div ref={panelRef} className="flex h-full min-h-0 flex-col" data-testid={`chat-${persona}`}>
      <div
        ref={logRef}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-busy={sending}
        aria-label={`Conversation with ${name}`}
        tabIndex={0}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3 sm:px-6"
      >
        {messages.map((message) =>
          message.type === 'garment' ? (
            <GarmentCardView
              key={message.id}
              card={message}
              asking={sending}
              onAsk={() => askAboutGarment(message)}
            />
          ) : (
            <div
              key={message.id}
              className={cn('flex', message.type === 'user' ? 'justify-end' : 'justify-start')}
            >
              <p
                data-role={message.type}
                className={cn(
                  'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm leading-relaxed',
                  message.type === 'user' ? 'bg-ink text-paper' : 'bg-stone-100 text-ink',
                )}
              >
                <span className="sr-only">{message.type === 'user' ? 'You: ' : `${name}: `}</span>
                {message.content}
                {message.id === streamingId && (
                  <span aria-hidden="true" className="ml-0.5 inline-block animate-pulse">
                    ▍
                  </span>
                )}
              </p>
            </div>
          ),
        )}
        {waitingForFirstWord && (
          <div className="flex justify-start" role="status" aria-label={`${name} is typing`}>
            <span className="inline-flex gap-1 rounded-2xl bg-stone-100 px-4 py-3" aria-hidden="true">
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="h-2 w-2 animate-bounce rounded-full bg-stone-400"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          </div>
        )}
      </div>

      {messages.filter(isMessage).length === 1 && (
        <ul className="flex flex-wrap gap-2 px-4 pb-2 sm:px-6" aria-label="Suggested questions">
          {CHAT_SUGGESTIONS[persona].map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                disabled={sending}
                onClick={() => void send(suggestion)}
                className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-left text-xs text-ink hover:bg-stone-50 disabled:opacity-50"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="border-t border-stone-200 px-4 py-3 sm:px-6">
        {garmentSeason ? (
          <div className="mb-2 space-y-2">
            <Button
              ref={checkToggleRef}
              variant="secondary"
              size="sm"
              aria-expanded={checkOpen}
              aria-controls={checkOpen ? checkPanelId : undefined}
              onClick={() => setCheckOpen((open) => !open)}
            >
              <Shirt className="h-4 w-4" aria-hidden />
              Check a garment
            </Button>
            {checkOpen ? (
              <div id={checkPanelId}>
                <GarmentCheck
                  season={garmentSeason}
                  title="Check a garment"
                  note={GARMENT_CHECK_NOTE}
                  onResult={showGarment(garmentSeason)}
                  onClose={closeCheck}
                  className="bg-white"
                />
              </div>
            ) : null}
          </div>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send(input);
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Message {name}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              ref={inputRef}
              id={inputId}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={sending}
              maxLength={CHAT_MESSAGE_MAX}
              rows={2}
              aria-describedby={hintId}
              placeholder={CHAT_INPUT_PLACEHOLDER[persona]}
              className="min-h-[2.75rem] flex-1 resize-none rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400 disabled:bg-stone-50"
            />
            <Button type="submit" disabled={!canSend} aria-label={`Send message to ${name}`}>
              Send
            </Button>
          </div>
          <p id={hintId} className="mt-1 flex justify-between gap-2 text-xs text-stone-500">
            <span>Enter to send, Shift+Enter for a new line</span>
            {input.length > CHAT_MESSAGE_MAX - 200 && (
              <span>
                {input.length.toLocaleString('en-US')}/{CHAT_MESSAGE_MAX.toLocaleString('en-US')}
              </span>
            )}
          </p>
        </form>
      </div>
    </div>
  );
}

/** A garment check in the log: each colour's verdict, and the offer to ask Scottie about it in words. */
function GarmentCardView({ card, asking, onAsk }: { card: GarmentCard; asking: boolean; onAsk: () => void }) {
  return (
    <div className="flex justify-start">
      <div
        role="group"
        aria-label="Garment check"
        data-testid="chat-garment-check"
        className="w-full max-w-[85%] space-y-3 rounded-2xl border border-stone-200 bg-white px-4 py-3 text-sm"
      >
        <p className="text-xs text-stone-500">
          Garment check against your {card.season} palette · only you see this
        </p>
        <GarmentResults season={card.season} from={card.from} colours={card.colours} />
        <Button variant="secondary" size="sm" disabled={asking} onClick={onAsk}>
          Ask {CHAT_PERSONA_NAMES.stylist} about it
        </Button>
      </div>
    </div>
  );
}
