import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../lib/ui-constants';
import { createToastStore } from './use-toast';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const newStore = () => createToastStore({ limit: TOAST_LIMIT, removeDelayMs: TOAST_REMOVE_DELAY_MS });

  test('When two toasts are raised, then only the newest is kept (one visible at a time)', () => {
    const store = newStore();
    store.toast({ title: 'Welcome back!' });
    store.toast({ title: 'Signed out', variant: 'destructive' });
    expect(store.get()).toEqual([
      expect.objectContaining({ title: 'Signed out', variant: 'destructive', open: true }),
    ]);
  });

  test('When a toast is dismissed, then it closes at once and is removed only after the remove delay', () => {
    const store = newStore();
    const { dismiss } = store.toast({ title: 'Entry Saved' });
    let changes = 0;
    store.subscribe(() => changes++);

    dismiss();
    expect(store.get()).toEqual([expect.objectContaining({ title: 'Entry Saved', open: false })]);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.get()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.get()).toEqual([]);
    expect(changes).toBe(2);
  });

  test('When dismiss is called without an id, then every toast closes', () => {
    const store = createToastStore({ limit: 3, removeDelayMs: 10 });
    store.toast({ title: 'a' });
    store.toast({ title: 'b' });
    store.dismiss();
    expect(store.get().map((t) => t.open)).toEqual([false, false]);
  });

  test('When a dismissed toast is pushed out by a new one, then its pending removal is cancelled', () => {
    const store = newStore();
    store.toast({ title: 'old' }).dismiss();
    store.toast({ title: 'new' });
    expect(jest.getTimerCount()).toBe(0);
    expect(store.get()).toEqual([expect.objectContaining({ title: 'new', open: true })]);
  });
});
