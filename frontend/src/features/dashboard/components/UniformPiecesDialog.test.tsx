/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { capsuleFlatLay, paletteFor } from '@uniform/style-engine';
import DashboardPage from '../routes/DashboardPage';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { teacherAnalysis } from '../../../testing/personas';
import { renderAt, setUpDashboardTests } from '../../../testing/render';
import { panelsLoaded } from '../testing/panels-loaded';

const { api } = setUpDashboardTests();
jest.setTimeout(30_000);

async function openPieces() {
  const user = userEvent.setup();
  renderAt(<DashboardPage />);
  await panelsLoaded();
  await user.click(screen.getByRole('button', { name: 'View all 12 pieces' }));
  return screen.findByRole('dialog', { name: '12 Uniform Pieces' });
}

describe('12 Uniform Pieces dialog', () => {
  test('When the teacher picks one of her palette colors in the dialog\'s color check, then it is "In your palette", named, with no request made', async () => {
    const analysis = teacherAnalysis();
    analysisStore.set(analysis);
    const swatch = paletteFor(analysis.colorAnalysis.season)!.recommended[0]!;
    const dialog = await openPieces();
    const check = within(dialog).getByRole('region', { name: 'Check a color' });
    const callsBefore = api().calls.length;

    fireEvent.change(within(check).getByLabelText('Pick a color'), { target: { value: swatch.hex } });

    const result = within(check).getByRole('status');
    expect(result.textContent).toContain('In your palette');
    expect(result.textContent).toContain(`Nearest in your palette: ${swatch.name}`);
    expect(api().calls.slice(callsBefore)).toEqual([]);
  });

  test('When the $800 teacher opens her 12 pieces ($875 at Entry Level), then the dialog says what to buy with the first $800 and what next', async () => {
    const analysis = teacherAnalysis();
    analysisStore.set(analysis);

    const dialog = await openPieces();

    const plan = within(dialog).getByRole('region', { name: 'What to buy first' });
    expect(plan.textContent).toContain(analysis.buyingPlan);
    expect(plan.textContent).toMatch(/First \$800: .+; next: /);
  });

  test('When the pieces fit the budget, then the dialog shows no buying plan', async () => {
    const { buyingPlan: _plan, ...analysis } = teacherAnalysis();
    analysisStore.set({ ...analysis, budget: 1000 });

    const dialog = await openPieces();

    expect(within(dialog).queryByRole('region', { name: 'What to buy first' })).toBeNull();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);
  });

  test('When the teacher opens her 12 pieces, then a flat-lay of the capsule, named as her capsule and listing every piece, sits above the list', async () => {
    const analysis = teacherAnalysis();
    analysisStore.set(analysis);

    const dialog = await openPieces();

    const flatLay = capsuleFlatLay(analysis)!;
    const image = within(dialog).getByRole('img', { name: /^Flat-lay of your 12-piece capsule\. / });
    expect(image.getAttribute('alt')).toBe(`${flatLay.title}. ${flatLay.description}`);
    for (const piece of analysis.uniformPieces!) expect(image.getAttribute('alt')).toContain(piece.name);
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(flatLay.svg)}`);
    // Above the list: the image comes before the first piece in the document.
    const firstPiece = within(dialog).getAllByRole('listitem')[0]!;
    expect(image.compareDocumentPosition(firstPiece) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
