import puppeteer, { type Browser, type Page, type PaperFormat } from 'puppeteer-core';
import type { Logger } from '@uniform/service-kit';
import { chromiumArgs } from './chromium-sandbox';

export interface BrowserPoolOptions {
  executablePath: string;
  /** Chromium's own sandbox on, or --no-sandbox (decideChromiumSandbox). */
  sandbox: boolean;
  /** Pages open at once: the worker's concurrency. */
  size: number;
  /** The browser is replaced after this many renders. */
  recycleAfter: number;
  /** The document shell (fonts, styles) every page loads once; each render only swaps the body. */
  shellHtml: string;
  logger: Logger;
}

export interface PdfOptions {
  format: PaperFormat;
  /** A tagged (structure-tree) PDF reads better in screen readers; it costs about a third more time. */
  tagged: boolean;
  /** Render on a brand-new page (the retry of a failed job). */
  freshPage?: boolean;
}

/** The little of the page's DOM the pool touches (the service compiles without the DOM lib). */
interface PageDocument {
  body: { innerHTML: string };
  fonts: { ready: Promise<unknown> };
}

interface Generation {
  id: number;
  browser: Promise<Browser>;
  free: Page[];
  busy: number;
  renders: number;
  retiring: boolean;
}

/**
 * One warm Chromium with a bounded pool of pages. A page keeps the shell (fonts parsed once) and
 * only its body changes per render, which is what makes a warm render several times faster than a
 * cold one. The browser is recycled after `recycleAfter` renders (the old one finishes its renders
 * first) or at once when it crashes; a page that failed is closed, never reused.
 */
export class BrowserPool {
  private current: Generation | null = null;
  private nextId = 1;
  private inUse = 0;
  private readonly waiters: (() => void)[] = [];
  private closed = false;

  constructor(private readonly options: BrowserPoolOptions) {}

  /** Launches the browser and opens the pages now, so the first render is already warm. */
  async warm(): Promise<void> {
    const generation = this.generation();
    await generation.browser;
    const pages = await Promise.all(
      Array.from({ length: this.options.size - generation.free.length }, () => this.openPage(generation)),
    );
    generation.free.push(...pages);
  }

  async render(bodyHtml: string, options: PdfOptions): Promise<Uint8Array> {
    await this.slot();
    const generation = this.generation();
    generation.busy += 1;
    let page: Page | undefined;
    let healthy = false;
    try {
      page = (!options.freshPage && generation.free.pop()) || (await this.openPage(generation));
      await page.evaluate((html: string) => {
        const doc = (globalThis as unknown as { document: PageDocument }).document;
        doc.body.innerHTML = html;
        return doc.fonts.ready.then(() => undefined);
      }, bodyHtml);
      const pdf = await page.pdf({
        format: options.format,
        printBackground: true,
        // The document's own @page rules give the margins and the running footer.
        preferCSSPageSize: true,
        tagged: options.tagged,
        outline: false,
        timeout: 20_000,
      });
      healthy = true;
      return pdf;
    } finally {
      generation.busy -= 1;
      generation.renders += 1;
      if (page) this.giveBack(generation, page, healthy);
      if (generation.renders >= this.options.recycleAfter && !generation.retiring) this.retire(generation);
      this.closeIfDone(generation);
      this.inUse -= 1;
      this.waiters.shift()?.();
    }
  }

  /** Whether a browser is up (for /readyz and the tests). */
  get generationId(): number | undefined {
    return this.current?.id;
  }

  /** The current Chromium's process id (for logs and the crash tests), if one is running. */
  async browserPid(): Promise<number | undefined> {
    const generation = this.current;
    if (!generation) return undefined;
    return (await generation.browser.catch(() => undefined))?.process()?.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    const generation = this.current;
    this.current = null;
    if (generation) await closeBrowser(generation.browser);
  }

  private slot(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The render pool is closed'));
    if (this.inUse < this.options.size) {
      this.inUse += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiters.push(() => {
        this.inUse += 1;
        resolve();
      }),
    );
  }

  private generation(): Generation {
    if (this.current && !this.current.retiring) return this.current;
    const id = this.nextId++;
    const browser = puppeteer.launch({
      executablePath: this.options.executablePath,
      headless: true,
      args: chromiumArgs(this.options.sandbox),
      protocolTimeout: 30_000,
      // Over a pipe, Chromium sees its parent go away (a killed worker) and exits instead of lingering.
      pipe: true,
      // The worker's own SIGTERM/SIGINT handling finishes the renders in flight, then closes the pool;
      // puppeteer's handlers would kill Chromium (and exit on SIGINT) under them first.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const generation: Generation = { id, browser, free: [], busy: 0, renders: 0, retiring: false };
    browser.then(
      (b) =>
        b.on('disconnected', () => {
          if (this.current === generation) {
            this.options.logger.warn({ browser: id }, 'Chromium went away; the next render starts a new one');
            this.current = null;
          }
        }),
      (error: unknown) => {
        this.options.logger.error({ err: error }, 'Chromium failed to start');
        if (this.current === generation) this.current = null;
      },
    );
    this.current = generation;
    return generation;
  }

  private async openPage(generation: Generation): Promise<Page> {
    const browser = await generation.browser;
    const page = await browser.newPage();
    // Everything the document needs is inline; nothing may reach the network.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().startsWith('data:') || request.url() === 'about:blank') void request.continue();
      else void request.abort('blockedbyclient');
    });
    await page.setContent(this.options.shellHtml, { waitUntil: 'load' });
    await page.evaluate(() =>
      (globalThis as unknown as { document: PageDocument }).document.fonts.ready.then(() => undefined),
    );
    return page;
  }

  private giveBack(generation: Generation, page: Page, healthy: boolean): void {
    const keep = healthy && this.current === generation && !generation.retiring && !page.isClosed();
    if (keep) generation.free.push(page);
    else void page.close().catch(() => undefined);
  }

  private retire(generation: Generation): void {
    generation.retiring = true;
    if (this.current === generation) this.current = null;
    this.options.logger.info({ browser: generation.id, renders: generation.renders }, 'Recycling Chromium');
  }

  private closeIfDone(generation: Generation): void {
    if (this.current !== generation && generation.busy === 0) {
      generation.free.length = 0;
      void closeBrowser(generation.browser);
    }
  }
}

async function closeBrowser(browser: Promise<Browser>): Promise<void> {
  try {
    await (await browser).close();
  } catch {
    // Already gone.
  }
}
