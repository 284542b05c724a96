import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ManifestoConversation } from '../components/ManifestoConversation';
import { ManifestoFinal } from '../components/ManifestoFinal';
import { ManifestoIntro } from '../components/ManifestoIntro';
import { toast } from '../../../shared/ui/use-toast';
import { generateManifesto, respondManifesto, startManifesto } from '../api/manifesto-api';
import { MANIFESTO_ERRORS } from '../content/manifesto-content';
import { downloadMarkdown, manifestoFileName } from '../lib/download';
import { loadWizard, saveWizard } from '../lib/storage';
import { isComplete, sectionHistory, wizardReducer } from '../lib/wizard';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

/** What the Skip button sends: the word the interviewer reads as passing on a question. */
const SKIP_ANSWER = 'skip';

const failed = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/** /family-manifesto (spec 2 §2.5): intro, the guided conversation over seven sections, the manifesto. */
export default function FamilyManifestoPage() {
  useDocumentTitle('Family Manifesto');
  const [state, dispatch] = useReducer(wizardReducer, undefined, loadWizard);
  const [draft, setDraft] = useState('');
  const [generateFailed, setGenerateFailed] = useState(false);

  useEffect(() => saveWizard(state), [state]);

  const start = useMutation({
    mutationFn: startManifesto,
    onSuccess: (response) =>
      dispatch({ type: 'started', message: response.message, engine: response.engine, at: new Date() }),
    onError: () => failed(MANIFESTO_ERRORS.start),
  });

  const respond = useMutation({
    mutationFn: respondManifesto,
    onSuccess: (response) => dispatch({ type: 'replied', response, at: new Date() }),
  });

  const generate = useMutation({
    mutationFn: generateManifesto,
    onSuccess: (response) => {
      setGenerateFailed(false);
      dispatch({ type: 'generated', manifesto: response.manifesto, engine: response.engine });
    },
    onError: () => {
      setGenerateFailed(true);
      failed(MANIFESTO_ERRORS.generate);
    },
  });

  /** Sends an answer; a typed one leaves the input, and comes back to it if sending fails. */
  const send = (text: string, typed: boolean) => {
    const message = text.trim();
    // Nothing is sent while a call is pending, and empty or whitespace-only text is never sent (spec 2 §5).
    if (!message || respond.isPending || generate.isPending || isComplete(state)) return;
    const body = {
      message,
      currentSection: state.currentSection,
      conversationHistory: sectionHistory(state),
    };
    dispatch({ type: 'sent', content: message, at: new Date() });
    if (typed) setDraft('');
    respond.mutate(body, {
      onError: () => {
        // The answer leaves the conversation and goes back into the input, ready to send again.
        dispatch({ type: 'send-failed' });
        if (typed) setDraft((current) => current || message);
        failed(MANIFESTO_ERRORS.respond);
      },
    });
  };

  const runGenerate = useCallback(() => {
    setGenerateFailed(false);
    generate.mutate({ sections: state.completed });
  }, [generate, state.completed]);

  // After the last section the manifesto is generated automatically (spec 2 §4), once per attempt.
  const generationAsked = useRef(false);
  const readyToGenerate = state.phase === 'conversation' && isComplete(state) && state.manifesto === null;
  useEffect(() => {
    if (!readyToGenerate) {
      generationAsked.current = false;
      return;
    }
    if (generationAsked.current || generateFailed) return;
    generationAsked.current = true;
    runGenerate();
  }, [readyToGenerate, generateFailed, runGenerate]);

  const restart = () => {
    respond.reset();
    generate.reset();
    setDraft('');
    setGenerateFailed(false);
    dispatch({ type: 'restart' });
  };

  if (state.phase === 'final' && state.manifesto !== null) {
    const manifesto = state.manifesto;
    return (
      <ManifestoFinal
        manifesto={manifesto}
        engine={state.engine}
        onDownload={() => {
          const fileName = manifestoFileName(new Date());
          downloadMarkdown(manifesto, fileName);
          toast({ title: 'Downloaded!', description: `Your family manifesto was saved as ${fileName}.` });
        }}
        onCopy={async () => {
          try {
            await navigator.clipboard.writeText(manifesto);
            toast({ title: 'Copied!', description: 'Your family manifesto is on your clipboard.' });
          } catch {
            toast({
              title: 'Copy failed',
              description: 'Please select the text and copy manually.',
              variant: 'destructive',
            });
          }
        }}
        onRestart={restart}
      />
    );
  }

  if (state.phase === 'intro')
    return <ManifestoIntro onStart={() => start.mutate()} starting={start.isPending} />;

  return (
    <ManifestoConversation
      state={state}
      draft={draft}
      onDraftChange={setDraft}
      onSend={(text) => send(text, true)}
      onSkip={() => send(SKIP_ANSWER, false)}
      sending={respond.isPending}
      generating={generate.isPending}
      onRetryGenerate={generateFailed ? runGenerate : undefined}
      onRestart={restart}
    />
  );
}
