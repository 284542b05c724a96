/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, render, screen, within } from '@testing-library/react';
import { QUIZ_STATEMENTS, RATING_LABELS, RATING_MAX, RATING_MIN } from '../content/quiz-data';
import { QuizQuestions } from './QuizQuestions';

afterEach(cleanup);

/**
 * Whether Tailwind shows `element` on a phone: mobile-first, so a class without a breakpoint prefix
 * that hides it (`hidden`, `sr-only`) on it or on a parent hides it at 390 px.
 */
function shownOnPhones(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.classList.contains('hidden') || node.classList.contains('sr-only')) return false;
  }
  return true;
}

describe('the quiz scale says what 1 and 5 mean', () => {
  test('When the statements show on a phone, then every scale shows its end labels and each rating keeps its full name', () => {
    render(<QuizQuestions answers={{}} onAnswer={jest.fn()} onBack={jest.fn()} onSubmit={jest.fn()} />);

    const scales = screen.getAllByRole('group');
    expect(scales).toHaveLength(QUIZ_STATEMENTS.length);
    for (const scale of scales) {
      for (const end of [RATING_MIN, RATING_MAX]) {
        const labels = within(scale).getAllByText(RATING_LABELS[end]!, { exact: true });
        expect(labels.some(shownOnPhones)).toBe(true);
      }
      for (let rating = RATING_MIN; rating <= RATING_MAX; rating += 1) {
        const name = new RegExp(`^${rating}\\s*: ${RATING_LABELS[rating]}$`);
        expect(within(scale).getByRole('radio', { name })).toBeTruthy();
      }
    }
  });
});
