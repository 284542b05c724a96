import { useRef, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { BirthdayStep } from '../components/BirthdayStep';
import { QuizQuestions } from '../components/QuizQuestions';
import { QuizResults } from '../components/QuizResults';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { quizResult, parseBirthday, type Answers, type QuizResult } from '../lib/quiz-scoring';
import { usePersonalityReading } from '../api/reading-api';
import { READING_FAILED } from '../content/quiz-data';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { OWN_ENGINE_LABEL } from '../../../shared/content/engine';

type Step = 'birthday' | 'quiz' | 'results' | 'reading';

const STEP_TITLES: Record<Step, string> = {
  birthday: 'When were you born?',
  quiz: 'How much does each statement sound like you?',
  results: 'Your results',
  reading: 'Your personality reading',
};

/** The personality quiz (spec 2 §2.4, §4, §5): birthday → 15 statements → results → reading. */
export default function PersonalityQuizPage() {
  useDocumentTitle('Personality Quiz');
  const [step, setStep] = useState<Step>('birthday');
  const [birthday, setBirthday] = useState('');
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const reading = usePersonalityReading();
  // The Notice opens on a failed request, not from a trigger: closing it returns focus here.
  const readingButton = useRef<HTMLButtonElement>(null);

  const restart = () => {
    setStep('birthday');
    setBirthday('');
    setAnswers({});
    setResult(null);
    setNoticeOpen(false);
    reading.reset();
  };

  const showResults = () => {
    const date = parseBirthday(birthday);
    if (!date) return setStep('birthday');
    setResult(quizResult(date, answers));
    setStep('results');
  };

  const getReading = () => {
    if (!result) return;
    reading.mutate(
      {
        actualSign: result.actualSign,
        siderealSign: result.siderealSign,
        closestSign: result.closestSign,
        traits: result.traits,
      },
      { onSuccess: () => setStep('reading'), onError: () => setNoticeOpen(true) },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold">Big Five × the zodiac</p>
        <h1 className="mt-3 font-serif text-4xl font-semibold sm:text-5xl">Personality Quiz</h1>
        <p className="mx-auto mt-3 max-w-xl text-stone-600">
          Fifteen statements, your birthday, and three signs: the one the calendar gives you, the
          constellation the Sun was really in, and the one your answers resemble most.
        </p>
      </div>

      <section aria-labelledby="quiz-step-title" className="mt-10">
        <h2 id="quiz-step-title" className="mb-6 font-serif text-2xl font-semibold" tabIndex={-1}>
          {STEP_TITLES[step]}
        </h2>

        {step === 'birthday' && (
          <BirthdayStep
            initial={birthday}
            onContinue={(value) => {
              setBirthday(value);
              setStep('quiz');
            }}
          />
        )}

        {step === 'quiz' && (
          <QuizQuestions
            answers={answers}
            onAnswer={(id, rating) => setAnswers((current) => ({ ...current, [id]: rating }))}
            onBack={() => setStep('birthday')}
            onSubmit={showResults}
          />
        )}

        {step === 'results' && result && (
          <div className="space-y-8">
            <QuizResults result={result} />
            <div className="flex flex-wrap gap-3">
              <Button ref={readingButton} size="lg" onClick={getReading} disabled={reading.isPending}>
                <Sparkles className="h-4 w-4" aria-hidden />
                {reading.isPending ? 'Writing your reading...' : 'Get My Reading'}
              </Button>
              <Button variant="secondary" size="lg" onClick={restart}>
                Take Quiz Again
              </Button>
            </div>
          </div>
        )}

        {step === 'reading' && result && reading.data && (
          <div className="space-y-8">
            <p className="text-sm text-stone-600">
              {result.actualSign} sun · {result.siderealSign} sidereal · closest to {result.closestSign}
            </p>
            <article className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 leading-relaxed sm:p-8">
              {reading.data.reading
                .split(/\n\s*\n/)
                .filter((paragraph) => paragraph.trim())
                .map((paragraph, index) => (
                  <p key={index} className="whitespace-pre-line">
                    {paragraph.trim()}
                  </p>
                ))}
            </article>
            {reading.data.engine === 'offline' && (
              <p className="text-xs text-stone-500">{OWN_ENGINE_LABEL}</p>
            )}
            <Button variant="secondary" size="lg" onClick={restart}>
              Take Quiz Again
            </Button>
          </div>
        )}
      </section>

      <Dialog open={noticeOpen} onOpenChange={setNoticeOpen}>
        <DialogContent title="Notice" returnFocusTo={readingButton}>
          <p className="text-sm leading-relaxed">{READING_FAILED}</p>
          <div className="mt-6 flex justify-end">
            <DialogClose asChild>
              <Button>OK</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
