import type { ReactNode } from 'react';

/**
 * The questionnaire's page and heading. The route draws it alone while the questionnaire's code loads,
 * and the wizard draws it around the questions: the heading (what a phone paints first, Lighthouse's
 * LCP element) shows without waiting for the form code and stays in place when the questions arrive.
 */
export function OnboardingFrame({ actions, children }: { actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          Build Your Style Profile
        </h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
