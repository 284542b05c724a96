/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { navigate, Navigator } from '../../testing/navigator';
import { ScrollRestoration } from './ScrollRestoration';

/** The browser's scrolling, at the edge: where the page is and what it was asked to do. */
let scrollY = 0;
const scrolledTo: number[] = [];
const scrolledIntoView: string[] = [];

function open(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Navigator />
      <section id="how-it-works" />
      <ScrollRestoration />
    </MemoryRouter>,
  );
}

/** The visitor scrolls to `y`. */
function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollY = 0;
  scrolledTo.length = 0;
  scrolledIntoView.length = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = ((_x: number, y: number) => {
    scrolledTo.push(y);
    scrollY = y;
  }) as typeof window.scrollTo;
  HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolledIntoView.push(this.id);
  };
});
afterEach(cleanup);

describe('scrolling between pages', () => {
  test('When the visitor goes to another page, then it starts at the top', () => {
    open('/terms');
    scrollBy(900);
    scrolledTo.length = 0;

    navigate('/privacy');

    expect(scrolledTo).toEqual([0]);
  });

  test('When a link names an #anchor, then the page scrolls to it instead of the top', () => {
    open('/terms');
    scrolledTo.length = 0;

    navigate('/#how-it-works');

    expect(scrolledIntoView).toEqual(['how-it-works']);
    expect(scrolledTo).toEqual([]);
  });

  test('When only the query changes (a dashboard tab), then the page keeps its place', () => {
    open('/dashboard?tab=brand');
    scrollBy(640);
    scrolledTo.length = 0;

    navigate('/dashboard?tab=lookbook');

    expect(scrolledTo).toEqual([]);
    expect(scrollY).toBe(640);
  });

  test('When the visitor goes Back, then the page returns to where they were on it', () => {
    open('/terms');
    scrollBy(1200);
    navigate('/privacy');
    scrollBy(300);
    scrolledTo.length = 0;

    navigate(-1);

    expect(scrolledTo).toEqual([1200]);
  });
});
