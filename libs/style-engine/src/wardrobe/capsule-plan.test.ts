import {
  budgetTier,
  buildCreativeDirectorAnswers,
  buildFintechFounderAnswers,
  QUESTIONNAIRE_LIMITS,
} from '@uniform/contracts';
import { buildAnalysis } from '../analysis';
import { auditAnalysis } from '../audit';
import { buyingPlan, buyingPlanText, CAPSULE_BUYING_ORDER, dollars } from './capsule-plan';
import { UNIFORM_PIECE_IDS, uniformPieces, uniformTotal } from './uniform-pieces';

const { budgetMin, budgetMax, budgetStep } = QUESTIONNAIRE_LIMITS;
/** Every budget the onboarding slider offers. */
const SLIDER_BUDGETS = Array.from(
  { length: (budgetMax - budgetMin) / budgetStep + 1 },
  (_, index) => budgetMin + index * budgetStep,
);
const piecesFor = (budget: number) => uniformPieces(budgetTier(budget));
const overBudget = SLIDER_BUDGETS.filter((budget) => uniformTotal(budgetTier(budget)) > budget);
const withinBudget = SLIDER_BUDGETS.filter((budget) => uniformTotal(budgetTier(budget)) <= budget);

describe('buyingPlan', () => {
  test('When the buying order is read, then it names each of the 12 pieces once, foundation first', () => {
    expect([...CAPSULE_BUYING_ORDER].sort()).toEqual([...UNIFORM_PIECE_IDS].sort());
    const categories = CAPSULE_BUYING_ORDER.map(
      (id) => uniformPieces('entry').find((piece) => piece.id === id)!.category,
    );
    expect(categories.slice(0, 5)).toEqual(Array(5).fill('foundation'));
  });

  test.each(overBudget)(
    'When the budget is $%i, below the capsule at its tier, then the first part fits it and the parts together are the 12 pieces',
    (budget) => {
      const pieces = piecesFor(budget);

      const plan = buyingPlan(pieces, budget)!;

      expect(plan).toBeDefined();
      expect(plan.first.length).toBeGreaterThan(0);
      expect(plan.firstTotal).toBe(plan.first.reduce((sum, piece) => sum + piece.price, 0));
      expect(plan.firstTotal).toBeLessThanOrEqual(budget);
      expect(plan.next.length).toBeGreaterThan(0);
      expect([...plan.first, ...plan.next].map((piece) => piece.id).sort()).toEqual(
        pieces.map((piece) => piece.id).sort(),
      );
      // Nothing is put off that the money left over would still buy.
      for (const later of plan.next) expect(later.price).toBeGreaterThan(budget - plan.firstTotal);
    },
  );

  test.each(withinBudget)(
    'When the budget is $%i, enough for the capsule at its tier, then there is no plan',
    (budget) => {
      expect(buyingPlan(piecesFor(budget), budget)).toBeUndefined();
    },
  );

  test('When the budget covers the foundation pieces but not everything, then the foundation pieces are all bought first', () => {
    const pieces = uniformPieces('entry');
    const foundation = pieces.filter((piece) => piece.category === 'foundation');
    const foundationCost = foundation.reduce((sum, piece) => sum + piece.basePrice, 0);

    const plan = buyingPlan(pieces, foundationCost)!;

    expect(plan.first.map((piece) => piece.id).sort()).toEqual(foundation.map((piece) => piece.id).sort());
  });

  test('When the plan is priced, then each piece costs what the 12 pieces list shows at that tier', () => {
    const pieces = uniformPieces('mid');

    const plan = buyingPlan(pieces, 2000)!;

    for (const piece of [...plan.first, ...plan.next]) {
      expect(piece.price).toBe(pieces.find((listed) => listed.id === piece.id)!.basePrice);
    }
  });

  test('When written out, then the plan says the total, the overrun, what to buy first and what next', () => {
    const pieces = uniformPieces('entry');

    const text = buyingPlanText(buyingPlan(pieces, 300)!);

    expect(text).toMatch(/^Your 12 pieces come to \$875 at Entry Level, \$575 more than your \$300 budget/);
    expect(text).toMatch(/First \$300: Tailored Trousers \(\$60\), Crisp Button-Down Shirt \(\$45\), /);
    expect(text).toMatch(/, together \$\d+; next: .+\.$/);
  });
});

describe('the analysis’s buying plan', () => {
  test('When the creative director ($800, Entry Level) is analysed, then the analysis says what to buy with the first $800 and what next', () => {
    const answers = buildCreativeDirectorAnswers();

    const analysis = buildAnalysis(answers);

    expect(analysis.buyingPlan).toMatch(/^Your 12 pieces come to \$875 at Entry Level/);
    expect(analysis.buyingPlan).toContain('First $800: ');
    const accessory = analysis.uniformPieces!.find((piece) => piece.id === 'signature-accessory')!;
    expect(analysis.buyingPlan).toMatch(/, together \$800; next: /);
    expect(analysis.buyingPlan!.endsWith(`; next: ${accessory.name} ($75).`)).toBe(true);
    for (const piece of analysis.uniformPieces!) expect(analysis.buyingPlan).toContain(piece.name);
    expect(auditAnalysis(answers, analysis).filter((v) => v.kind === 'over-budget')).toEqual([]);
  });

  test('When the founder ($3,000, Mid-Market) is analysed, then her capsule fits and no plan is added', () => {
    const answers = buildFintechFounderAnswers();

    const analysis = buildAnalysis(answers);

    expect(analysis.buyingPlan).toBeUndefined();
  });
});

describe('dollars', () => {
  test("When an amount is written, then it reads as toLocaleString('en-US') writes it, after a dollar sign", () => {
    const amounts = [
      0,
      -0,
      7,
      999,
      1000,
      1250,
      10_000,
      99_999,
      100_000,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      -1250,
      1250.5,
      0.125,
      1e21,
      ...SLIDER_BUDGETS,
    ];

    for (const amount of amounts) expect(dollars(amount)).toBe(`$${amount.toLocaleString('en-US')}`);
  });
});
