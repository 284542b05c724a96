/**
 * Reads what a shop page says about its product: title, price, colour, brand and image. Sources,
 * in the order we trust them: the page's own meta tags (Open Graph `og:*` and its `product:*`
 * namespace, Twitter cards), then the first schema.org `Product` in JSON-LD (what shops publish
 * for Google Shopping), then schema.org microdata (`itemprop`), then `<title>`.
 *
 * No DOM: one forward scan over the tags with a hand-written attribute reader. Every search
 * continues from where the last one ended, so the work is linear in the page size whatever the
 * markup looks like (a regex over unclosed quotes could go quadratic), and only the first 1 MB is
 * looked at. Script and style bodies are skipped so text inside them is never mistaken for tags.
 */

export interface PageMetadata {
  title?: string;
  price?: { amount: number; currency?: string };
  colour?: string;
  brand?: string;
  /** Absolute http(s) URL. Not fetched here: anyone fetching it must go through safeFetchPage. */
  image?: string;
}

const MAX_SCAN_CHARS = 1_048_576;
const MAX_TEXT_CHARS = 200;
// A page's JSON-LD is small; these only stop a hostile document from making the walk expensive.
const MAX_JSON_LD_DEPTH = 12;
const MAX_JSON_LD_NODES = 5_000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  times: '×',
};

export function decodeHtmlEntities(text: string): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g,
    (entity, name: string) => {
      if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\uFFFD';
    },
  );
}

/** Entities decoded, whitespace collapsed, cut to 200 characters; undefined when empty. */
function cleanText(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = decodeHtmlEntities(String(raw)).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  // Cut by code points so an emoji is never split in half.
  return [...text.slice(0, MAX_TEXT_CHARS * 2)].slice(0, MAX_TEXT_CHARS).join('').trim();
}

/**
 * A price as a number, from "129", "129.95", "1,299.00", "1.299,00" or "€ 49,90". When both
 * separators appear the later one is the decimal point; a lone comma is decimal when 1–2 digits
 * follow it; a lone dot is always decimal, as schema.org prescribes. Zero is no price: shops
 * put it on items "price on request".
 */
export function parsePrice(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw > 0 ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  // A space only groups thousands ("1 299,00"), so it must be followed by exactly three digits.
  const match = /\d(?:[\d.,']|\s(?=\d{3}\b))*/.exec(raw);
  if (!match) return undefined;
  let digits = match[0].replace(/[\s']/g, '').replace(/[.,]+$/, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    digits = digits.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    const commaIsDecimal = digits.indexOf(',') === lastComma && /,\d{1,2}$/.test(digits);
    digits = commaIsDecimal ? digits.replace(',', '.') : digits.split(',').join('');
  } else if (digits.indexOf('.') !== lastDot) {
    digits = digits.split('.').join(''); // "1.299.000" can only be thousands
  }
  const amount = Number(digits);
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

function parseCurrency(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const code = raw.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}

function absoluteHttpUrl(raw: unknown, pageUrl: string | undefined): string | undefined {
  const text = cleanUrl(raw);
  if (!text) return undefined;
  try {
    const url = new URL(text, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function cleanUrl(raw: unknown): string | undefined {
  return typeof raw === 'string' ? decodeHtmlEntities(raw).trim() || undefined : undefined;
}

interface ScannedPage {
  /** Meta tags by lower-cased property/name, first occurrence wins. */
  meta: Map<string, string>;
  /** Microdata values by itemprop: the content attribute, or the element's leading text. */
  microdata: Map<string, string>;
  title?: string;
  jsonLd: string[];
}

const MICRODATA_PROPS = new Set(['price', 'pricecurrency', 'color', 'brand', 'image']);
/** Elements whose content is not markup: skipped whole (ld+json is read, not skipped). */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);

/** Reads a tag's attributes from `start` (just after its name); returns them and the index after `>`. */
function readAttributes(html: string, start: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let i = start;
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i])) i += 1;
    if (i >= html.length) break;
    if (html[i] === '>') return { attributes, end: i + 1 };
    const nameStart = i;
    while (i < html.length && !/[\s=>/]/.test(html[i])) i += 1;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < html.length && /\s/.test(html[i])) i += 1;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (i < html.length && /\s/.test(html[i])) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) break;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !/[\s>]/.test(html[i])) i += 1;
        value = html.slice(valueStart, i);
      }
    }
    if (name && !attributes.has(name)) attributes.set(name, value);
  }
  return { attributes, end: html.length };
}

function scanPage(html: string): ScannedPage {
  const page: ScannedPage = { meta: new Map(), microdata: new Map(), jsonLd: [] };
  let cursor = 0;
  while (cursor < html.length) {
    const open = html.indexOf('<', cursor);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      if (close < 0) break;
      cursor = close + 3;
      continue;
    }
    const name = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(open + 1, open + 64))?.[0].toLowerCase();
    if (!name) {
      cursor = open + 1;
      continue;
    }
    const { attributes, end } = readAttributes(html, open + 1 + name.length);
    cursor = end;

    if (name === 'meta') {
      const key = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase();
      const content = attributes.get('content');
      if (key && content !== undefined && !page.meta.has(key)) page.meta.set(key, content);
    }
    const itemprop = attributes.get('itemprop')?.toLowerCase();
    if (itemprop && MICRODATA_PROPS.has(itemprop) && !page.microdata.has(itemprop)) {
      const value = attributes.get('content') ?? attributes.get('src') ?? attributes.get('href');
      const nextTag = html.indexOf('<', end);
      const text = value ?? html.slice(end, nextTag < 0 ? html.length : nextTag);
      if (text.trim()) page.microdata.set(itemprop, text);
    }
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const closing = new RegExp(`</${name}`, 'gi');
      closing.lastIndex = end;
      const close = closing.exec(html)?.index ?? -1;
      const content = html.slice(end, close < 0 ? html.length : close);
      if (name === 'title' && page.title === undefined) page.title = content;
      if (name === 'script' && /^application\/ld\+json\b/i.test(attributes.get('type')?.trim() ?? '')) {
        page.jsonLd.push(content);
      }
      if (close < 0) break;
      cursor = close;
    }
  }
  return page;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isProduct(node: JsonObject): boolean {
  const types = ([] as unknown[]).concat(node['@type']);
  return types.some(
    (type) =>
      typeof type === 'string' &&
      /^(?:(?:https?:\/\/)?schema\.org\/|schema:)?(?:product|productgroup|productmodel|individualproduct)$/i.test(
        type,
      ),
  );
}

/** The first schema.org Product in the page's JSON-LD blocks, looking through arrays and @graph. */
function findJsonLdProduct(blocks: string[]): JsonObject | undefined {
  let visited = 0;
  const walk = (node: unknown, depth: number): JsonObject | undefined => {
    visited += 1;
    if (depth > MAX_JSON_LD_DEPTH || visited > MAX_JSON_LD_NODES) return undefined;
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = walk(item, depth + 1);
        if (found) return found;
      }
      return undefined;
    }
    if (!isObject(node)) return undefined;
    if (isProduct(node)) return node;
    return walk(node['@graph'], depth + 1) ?? walk(node['mainEntity'], depth + 1);
  };
  for (const block of blocks) {
    // Some CMSs wrap the JSON in HTML comments or CDATA markers.
    const json = block.replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)|(?:-->|\/\/\s*\]\]>)\s*$/g, '');
    try {
      const found = walk(JSON.parse(json), 0);
      if (found) return found;
    } catch {
      // A broken block is the shop's bug; the other sources may still answer.
    }
  }
  return undefined;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

function jsonLdPrice(product: JsonObject): PageMetadata['price'] {
  const list = (value: unknown) => ([] as unknown[]).concat(value ?? []).filter(isObject);
  // An AggregateOffer may carry its offers inside; a ProductGroup prices its variants.
  const firstVariant = list(product['hasVariant'])[0];
  const offers = list(product['offers'] ?? firstVariant?.['offers']).flatMap((offer) => [
    offer,
    ...list(offer['offers']),
  ]);
  for (const offer of offers) {
    const specification = first(offer['priceSpecification']);
    const spec = isObject(specification) ? specification : {};
    const amount = parsePrice(offer['price'] ?? offer['lowPrice'] ?? spec['price']);
    if (amount !== undefined) {
      return withCurrency(amount, parseCurrency(offer['priceCurrency'] ?? spec['priceCurrency']));
    }
  }
  return undefined;
}

function withCurrency(amount: number, currency: string | undefined): NonNullable<PageMetadata['price']> {
  return currency ? { amount, currency } : { amount };
}

function jsonLdName(value: unknown): string | undefined {
  const item = first(value);
  return cleanText(isObject(item) ? item['name'] : item);
}

function jsonLdImage(value: unknown): unknown {
  const item = first(value);
  return isObject(item) ? (item['url'] ?? item['contentUrl']) : item;
}

function metaPrice(meta: Map<string, string>): PageMetadata['price'] {
  for (const prefix of ['product:price', 'og:price', 'product:sale_price']) {
    const amount = parsePrice(meta.get(`${prefix}:amount`));
    if (amount !== undefined) return withCurrency(amount, parseCurrency(meta.get(`${prefix}:currency`)));
  }
  return undefined;
}

const pick = <T>(...candidates: Array<T | undefined>): T | undefined =>
  candidates.find((candidate) => candidate !== undefined);

/**
 * Title, price, colour, brand and image of a product page; a field is absent when the page does
 * not say. `pageUrl` resolves a relative image URL.
 */
export function extractPageMetadata(html: string, pageUrl?: string): PageMetadata {
  const page = scanPage(html.length > MAX_SCAN_CHARS ? html.slice(0, MAX_SCAN_CHARS) : html);
  const { meta, microdata } = page;
  const product = findJsonLdProduct(page.jsonLd) ?? {};

  const microdataAmount = parsePrice(microdata.get('price'));
  const result: PageMetadata = {
    title: pick(
      cleanText(meta.get('og:title')),
      cleanText(meta.get('twitter:title')),
      cleanText(product['name']),
      cleanText(page.title),
    ),
    price: pick(
      metaPrice(meta),
      jsonLdPrice(product),
      microdataAmount === undefined
        ? undefined
        : withCurrency(microdataAmount, parseCurrency(microdata.get('pricecurrency'))),
    ),
    colour: pick(
      cleanText(meta.get('product:color')),
      cleanText(meta.get('og:color')),
      jsonLdName(product['color']),
      cleanText(microdata.get('color')),
    ),
    brand: pick(
      cleanText(meta.get('product:brand')),
      cleanText(meta.get('og:brand')),
      jsonLdName(product['brand']),
      cleanText(microdata.get('brand')),
    ),
    image: pick(
      absoluteHttpUrl(meta.get('og:image:secure_url'), pageUrl),
      absoluteHttpUrl(meta.get('og:image'), pageUrl),
      absoluteHttpUrl(meta.get('og:image:url'), pageUrl),
      absoluteHttpUrl(meta.get('twitter:image'), pageUrl),
      absoluteHttpUrl(jsonLdImage(product['image']), pageUrl),
      absoluteHttpUrl(microdata.get('image'), pageUrl),
    ),
  };
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => value !== undefined),
  ) as PageMetadata;
}
