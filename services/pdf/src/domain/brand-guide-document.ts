import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_TIERS, type Analysis, type BudgetTierId } from '@uniform/contracts';
import {
  brandGuideContent,
  type BrandGuideContent,
  type GuideImage,
  type PdfRequest,
  type UniformRow,
} from './brand-guide-content';

/**
 * The brand guide as HTML for Chromium: a shell (fonts embedded as data URLs, styles, a CSP that
 * forbids any request) that each pooled page loads once, and a body per render. Every value from the
 * request goes through `esc`; nothing user-given is ever markup. The shell, the styles and the parts
 * both documents print alike (swatches, the 12-piece rows, pictures, the footer) are exported for the
 * uniform document (uniform-document.ts), which every pooled page prints in the same shell.
 */

/** The shipped OFL fonts (services/pdf/assets/fonts, from @fontsource); found from src/ and dist/ alike. */
export const FONT_DIR = join(__dirname, '..', '..', 'assets', 'fonts');

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const FONT_FACES: { family: string; file: string; weight: number; style: 'normal' | 'italic' }[] = [
  ...[400, 600, 700].map((weight) => ({ family: 'Inter', file: 'inter', weight, style: 'normal' as const })),
  ...[400, 700].map((weight) => ({
    family: 'Playfair Display',
    file: 'playfair-display',
    weight,
    style: 'normal' as const,
  })),
  { family: 'Playfair Display', file: 'playfair-display', weight: 400, style: 'italic' },
];

let fontCss: string | undefined;
export function embeddedFontCss(): string {
  fontCss ??= FONT_FACES.flatMap(({ family, file, weight, style }) =>
    (
      [
        ['latin', LATIN],
        ['latin-ext', LATIN_EXT],
      ] as const
    ).map(([subset, range]) => {
      const data = readFileSync(join(FONT_DIR, `${file}-${subset}-${weight}-${style}.woff2`)).toString(
        'base64',
      );
      return `@font-face{font-family:'${family}';font-style:${style};font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range};}`;
    }),
  ).join('\n');
  return fontCss;
}

/** The documents' inks, shared by both templates. */
export const INK = '#1d1b19';
export const MUTED = '#6b6560';
export const ACCENT = '#8a6a3f';
export const PAPER = '#fbf8f3';
export const RULE = '#e6dfd4';
/** The highlighted tier's background. */
export const MINE = '#f3ead9';

const STYLES = `
*{box-sizing:border-box;margin:0;padding:0}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-family:'Inter',sans-serif;font-size:9.6pt;line-height:1.5;color:${INK};overflow-wrap:anywhere;hyphens:auto}
h1,h2,h3{font-family:'Playfair Display',serif;font-weight:700;line-height:1.15;color:${INK}}
h2{font-size:22pt;margin-bottom:2mm}
h3{font-size:12pt;margin:0 0 1.5mm}
p{margin:0 0 2.5mm}
.page{break-before:page;padding:4mm 0 0}
.page:first-child{break-before:auto}
.kicker{font-size:7.5pt;letter-spacing:.18em;text-transform:uppercase;color:${ACCENT};font-weight:600;margin-bottom:1.5mm}
.lede{font-family:'Playfair Display',serif;font-style:italic;font-size:12.5pt;line-height:1.45;color:#3a3531;margin-bottom:5mm}
.rule{height:0;border-top:1px solid ${RULE};margin:4mm 0}
.muted{color:${MUTED}}
.small{font-size:8.4pt}
.grid2{display:grid;grid-template-columns:1fr 1fr;gap:5mm}
.grid3{display:grid;grid-template-columns:1fr 1fr 1fr;gap:4mm}
.card{background:${PAPER};border:1px solid ${RULE};border-radius:3mm;padding:4mm 4.5mm;break-inside:avoid}
.card + .card{margin-top:4mm}
.grid2 .card + .card,.grid3 .card + .card{margin-top:0}
.section{break-inside:avoid;margin-bottom:5mm}
.flow{margin-bottom:5mm}
h3{break-after:avoid}
p{orphans:3;widows:3}
.chips{display:flex;flex-wrap:wrap;gap:1.6mm}
.chip{border:1px solid ${RULE};background:#fff;border-radius:10mm;padding:.6mm 2.6mm;font-size:8.2pt}
ul.list{list-style:none}
ul.list li{position:relative;padding-left:4.2mm;margin-bottom:1.4mm;break-inside:avoid}
ul.list li::before{content:'';position:absolute;left:0;top:2mm;width:1.6mm;height:1.6mm;border-radius:50%;background:${ACCENT}}
ul.donts li::before{background:#b4584a}

/* Cover */
.cover{height:262mm;display:flex;flex-direction:column;justify-content:space-between;background:${INK};color:#f6f1e8;border-radius:4mm;padding:18mm 16mm 14mm;position:relative;overflow:hidden}
.cover h1{color:#fff;font-size:36pt;line-height:1.08;margin:4mm 0 5mm}
.cover .kicker{color:#d7b98a}
.cover .subtitle{font-size:11pt;color:#d9d1c4}
.cover .summary{font-family:'Playfair Display',serif;font-style:italic;font-size:13pt;line-height:1.5;color:#efe7da;max-width:150mm}
.cover .band{display:flex;height:11mm;border-radius:2mm;overflow:hidden;margin-bottom:6mm}
.cover .band span{flex:1}
.cover .facts{display:grid;grid-template-columns:repeat(3,1fr);gap:5mm;border-top:1px solid #4a443e;padding-top:5mm}
.cover .facts div{font-size:8pt;color:#bfb6a8;text-transform:uppercase;letter-spacing:.12em}
.cover .facts strong{display:block;font-family:'Playfair Display',serif;font-size:13pt;text-transform:none;letter-spacing:0;color:#fff;font-weight:400;margin-top:1mm}
.brandmark{font-family:'Playfair Display',serif;font-size:12pt;letter-spacing:.3em;text-transform:uppercase;color:#d7b98a}

/* Color */
.swatches{display:grid;grid-template-columns:repeat(6,1fr);gap:3mm;margin-bottom:4mm}
.palette{display:grid;grid-template-columns:1fr 1fr;gap:1mm 6mm}
.palette .group{break-inside:avoid}
.palette .swatches{grid-template-columns:repeat(3,1fr);margin-bottom:3mm}
.swatch{break-inside:avoid}
.swatch .chipc{height:12mm;border-radius:2mm;border:1px solid rgba(0,0,0,.08)}
.swatch .name{font-size:7.6pt;font-weight:600;margin-top:1.2mm;line-height:1.25}
.swatch .hex{font-size:7.2pt;color:${MUTED};font-variant-numeric:tabular-nums;letter-spacing:.04em}
.cat{font-size:7.5pt;letter-spacing:.14em;text-transform:uppercase;color:${MUTED};font-weight:600;margin:1mm 0 1.5mm}
.avoid{display:grid;grid-template-columns:1fr 1fr;gap:2.5mm 5mm}
.avoid .item{display:flex;gap:2.5mm;align-items:flex-start;break-inside:avoid}
.avoid .dot{flex:0 0 7mm;height:7mm;border-radius:50%;border:1px solid rgba(0,0,0,.1);position:relative}
.avoid .dot.none{background:repeating-linear-gradient(45deg,#eee,#eee 2px,#fff 2px,#fff 4px)}

/* Uniform */
table{width:100%;border-collapse:collapse;font-size:8.6pt}
.flatlay{display:block;width:100%;height:auto;margin:0 0 2.5mm;border-radius:2mm}
.flatlay.capsule{margin:0 0 3mm}
th{font-size:7.2pt;letter-spacing:.12em;text-transform:uppercase;color:${MUTED};text-align:left;font-weight:600;padding:0 2mm 2mm;border-bottom:1.5px solid ${INK}}
td{padding:2.2mm 2mm;border-bottom:1px solid ${RULE};vertical-align:top}
tr{break-inside:avoid}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap;width:17mm}
td.idx,th.idx{width:7mm;white-space:nowrap}
td.cap,th.cap{width:24mm;white-space:nowrap}
td.mine,th.mine{background:${MINE};font-weight:700}
td .piece{font-weight:600}
td .desc{color:${MUTED};font-size:7.9pt;line-height:1.4}
.pick{display:inline-block;font-size:6.6pt;font-weight:700;letter-spacing:.1em;text-transform:uppercase;color:#fff;background:${ACCENT};border-radius:1mm;padding:.2mm 1.4mm;margin-left:1.5mm;vertical-align:1px}
a{color:inherit;text-decoration:none}
.url{color:${ACCENT};font-size:7.6pt;overflow-wrap:anywhere}
.cap{font-size:7pt;text-transform:uppercase;letter-spacing:.06em;color:${MUTED}}
tfoot td{border-bottom:none;border-top:1.5px solid ${INK};font-weight:700}

.brand{margin-bottom:2.4mm;break-inside:avoid}
.brand strong{font-weight:600}
.brand .meta{font-size:7.6pt;color:${MUTED}}
`;

/** The page every pooled tab loads once; the body is swapped per render. */
export function brandGuideShell(pageSize: 'A4' | 'Letter'): string {
  const csp = "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:";
  // Letter is 279 mm tall: the cover fills what the margins leave.
  const coverHeight = pageSize === 'Letter' ? 'height:244mm' : 'height:262mm';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}"><title>Brand Guide</title><style>${embeddedFontCss()}\n${STYLES}\n@page{size:${pageSize};margin:14mm 15mm 16mm}\n.cover{${coverHeight}}</style></head><body></body></html>`;
}

export function esc(value: string | number | undefined | null): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const money = (amount: number) => usd.format(amount);
export const hexColour = (hex: string) => (/^#[0-9a-f]{3,8}$/i.test(hex) ? hex : '#cccccc');
export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The short tier names of the price columns, in the contract's tier order. */
export const TIER_COLUMNS: readonly [BudgetTierId, string][] = BUDGET_TIERS.map(({ id }) => [
  id,
  { entry: 'Entry', mid: 'Mid', luxury: 'Luxury' }[id],
]);

/** A CSS string literal: quotes, backslashes and line breaks escaped. */
function cssString(value: string): string {
  // Anything but letters, digits and plain punctuation becomes a CSS hex escape, so no quote,
  // backslash, line break or "</style>" can leave the string.
  const safe = value.replace(/[^\p{L}\p{N} ·.,!?:;()'’-]/gu, (c) => `\\${c.codePointAt(0)!.toString(16)} `);
  return `"${safe}"`;
}

/**
 * The running footer, as CSS page-margin boxes (Chromium prints them with the embedded Inter and
 * counts pages itself, cheaper than a header/footer template): the document's name and "Page n of
 * N", on every page but the cover.
 */
export function documentFooter(label: string): string {
  const box = `font-family:'Inter',sans-serif;font-size:7pt;color:${MUTED};vertical-align:top;padding-top:5mm`;
  return `<style>@page{@bottom-left{content:${cssString(label)};${box}}@bottom-right{content:"Page " counter(page) " of " counter(pages);${box}}}@page:first{@bottom-left{content:none}@bottom-right{content:none}}</style>`;
}

export function brandGuideFooter(analysis: Analysis): string {
  return documentFooter(`${analysis.styleArchetype} · Brand Guide · Uniform`);
}

/** The document's body for one request: its footer styles, then the six sections. */
export function brandGuideBody(request: PdfRequest): string {
  const content = brandGuideContent(request);
  return [
    brandGuideFooter(request.analysis),
    cover(content),
    brandPage(content),
    colourPage(content),
    uniformPage(content),
    looksPage(content),
    brandsPage(content),
  ].join('');
}

function cover(c: BrandGuideContent): string {
  return coverPage(c, {
    kicker: 'Personal Brand Guide',
    subtitle: c.subtitle,
    summary: c.summary,
    facts: [
      ['Style icon', c.icon.name],
      ['Market tier', c.tierLabel],
    ],
  });
}

/** A cover's own words, all plain text, and the two facts it prints after the season. */
export interface CoverWords {
  kicker: string;
  subtitle?: string;
  summary?: string;
  facts: readonly (readonly [label: string, value: string])[];
}

/**
 * The dark cover both documents open with: the brandmark, the archetype under the kicker, the
 * summary, a band of the first eight palette colors and the facts, the season first.
 */
export function coverPage(
  c: Pick<BrandGuideContent, 'archetype' | 'season' | 'swatches' | 'neutrals'>,
  words: CoverWords,
): string {
  const band = [...c.swatches.flatMap((group) => group.colours), ...c.neutrals]
    .slice(0, 8)
    .map((colour) => `<span style="background:${hexColour(colour.hex)}"></span>`)
    .join('');
  const facts = [['Season', c.season] as const, ...words.facts]
    .map(([label, value]) => `<div>${esc(label)}<strong>${esc(value)}</strong></div>`)
    .join('\n      ');
  return `<section class="page cover">
  <div>
    <div class="brandmark">Uniform</div>
  </div>
  <div>
    <div class="kicker">${esc(words.kicker)}</div>
    <h1>${esc(c.archetype)}</h1>
    ${words.subtitle ? `<div class="subtitle">${esc(words.subtitle)}</div>` : ''}
  </div>
  <div>
    ${words.summary ? `<p class="summary">${esc(words.summary)}</p>` : ''}
  </div>
  <div>
    ${band ? `<div class="band">${band}</div>` : ''}
    <div class="facts">
      ${facts}
    </div>
  </div>
</section>`;
}

function chips(words: readonly string[]): string {
  return words.length
    ? `<div class="chips">${words.map((w) => `<span class="chip">${esc(w)}</span>`).join('')}</div>`
    : '';
}

function paragraphs(text: string | undefined): string {
  return (text ?? '')
    .split(/\n{2,}|\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${esc(part)}</p>`)
    .join('');
}

function brandPage(c: BrandGuideContent): string {
  const b = c.brand;
  return `<section class="page">
  <div class="kicker">01 · Your brand</div>
  <h2>Brand statement and voice</h2>
  <p class="lede">${esc(b.brandStatement)}</p>
  <div class="grid2 section">
    <div class="card"><h3>Voice and tone</h3>${paragraphs(b.voiceAndTone)}</div>
    <div class="card"><h3>Visual signature</h3>${paragraphs(b.visualSignature)}</div>
  </div>
  <div class="section"><h3>Brand words</h3>${chips(c.brandWords)}</div>
  <div class="grid2 section">
    <div><h3>Style language</h3>${chips(c.styleLanguage)}</div>
    <div><h3>Archetype keywords</h3>${chips(c.keywords)}</div>
  </div>
  <div class="rule"></div>
  <div class="grid2 flow">
    <div><h3>Style icon · ${esc(c.icon.name)}</h3>${paragraphs(c.icon.description)}</div>
    <div><h3>Personality</h3>${paragraphs(b.enneagramMbtiVibes)}</div>
  </div>
  <div class="grid2 flow">
    ${b.audienceId ? `<div><h3>Audience</h3>${paragraphs(b.audienceId)}</div>` : ''}
    ${b.styleStrategy ? `<div><h3>Style strategy</h3>${paragraphs(b.styleStrategy)}</div>` : ''}
  </div>
  ${b.platformCues ? `<div class="flow"><h3>Platform cues</h3>${paragraphs(b.platformCues)}</div>` : ''}
</section>`;
}

/** One color chip with its name and hex. */
export function swatch(colour: { name: string; hex: string }): string {
  return `<div class="swatch"><div class="chipc" style="background:${hexColour(colour.hex)}"></div><div class="name">${esc(colour.name)}</div><div class="hex">${esc(colour.hex.toUpperCase())}</div></div>`;
}

/** The season's colors by category, each a column of chips. */
export function paletteGroups(c: Pick<BrandGuideContent, 'swatches'>): string {
  return c.swatches
    .map(
      (group) =>
        `<div class="group"><div class="cat">${esc(capital(group.category))}</div><div class="swatches">${group.colours.map(swatch).join('')}</div></div>`,
    )
    .join('');
}

/** The colors to avoid, each a dot (hatched when the color has no hex) with its name and reason. */
export function avoidItems(c: Pick<BrandGuideContent, 'avoid'>): string {
  return c.avoid
    .map(
      (entry) =>
        `<div class="item"><div class="dot${entry.hex ? '' : ' none'}" ${entry.hex ? `style="background:${hexColour(entry.hex)}"` : ''}></div><div><strong>${esc(entry.name)}</strong>${entry.hex ? ` <span class="muted small">${esc(entry.hex.toUpperCase())}</span>` : ''}${entry.reason ? `<div class="small muted">${esc(entry.reason)}</div>` : ''}</div></div>`,
    )
    .join('');
}

/** A web address as a link and as printed text; anything but http(s) is printed, never linked. */
export function urlText(url: string): string {
  return /^https?:\/\//i.test(url)
    ? `<a class="url" href="${esc(url)}">${esc(url)}</a>`
    : `<span class="url">${esc(url)}</span>`;
}

/** A piece's name and description, or the user's own item in its place, marked "Your pick". */
export function pieceCell(row: UniformRow): string {
  const { piece, own } = row;
  if (!own)
    return `<div class="piece">${esc(piece.name)}</div><div class="desc">${esc(piece.description)}</div>`;
  return `<div class="piece">${esc(own.name)}<span class="pick">Your pick</span></div><div class="desc">In place of ${esc(piece.name)} · ${urlText(own.url)}</div>`;
}

/** The 12 pieces as a table: prices at the three tiers (the highlighted tier marked) and the totals. */
export function piecesTable(c: Pick<BrandGuideContent, 'rows' | 'tier' | 'totals'>): string {
  const mine = (id: BudgetTierId) => (id === c.tier ? ' mine' : '');
  const head = TIER_COLUMNS.map(([id, label]) => `<th class="num${mine(id)}">${label}</th>`).join('');
  const rows = c.rows
    .map(
      (row, index) =>
        `<tr><td class="idx muted">${index + 1}</td><td>${pieceCell(row)}</td><td class="cap">${esc(row.piece.category)}</td>${TIER_COLUMNS.map(
          ([id]) => `<td class="num${mine(id)}">${money(row.piece.prices[id])}</td>`,
        ).join('')}</tr>`,
    )
    .join('');
  const foot = TIER_COLUMNS.map(([id]) => `<td class="num${mine(id)}">${money(c.totals[id])}</td>`).join('');
  return `<table>
    <thead><tr><th class="idx">#</th><th>Piece</th><th class="cap">Category</th>${head}</tr></thead>
    <tbody>${rows}</tbody>
    <tfoot><tr><td></td><td>Total investment</td><td></td>${foot}</tr></tfoot>
  </table>`;
}

/** How the highlighted tier came about, for the ledes: chosen, or from the budget. */
export function tierSentence(c: Pick<BrandGuideContent, 'tierLabel' | 'tierChosen' | 'budget'>): string {
  return c.tierChosen
    ? `Your tier, ${esc(c.tierLabel)}, is highlighted.`
    : `Your tier, ${esc(c.tierLabel)}, is highlighted (based on a $${esc(c.budget.toLocaleString('en-US'))} budget).`;
}

function colourPage(c: BrandGuideContent): string {
  const groups = paletteGroups(c);
  const avoid = avoidItems(c);
  return `<section class="page">
  <div class="kicker">02 · Your colors</div>
  <h2>${esc(c.season)}</h2>
  <p class="lede">${esc(c.undertone)} undertone${c.metals ? ` · ${esc(c.metals)}` : ''}</p>
  ${c.seasonDescription ? `<p>${esc(c.seasonDescription)}</p>` : ''}
  ${c.rationale ? `<p class="muted small">${esc(c.rationale)}</p>` : ''}
  <div class="rule"></div>
  <h3>Your palette</h3>
  ${groups ? `<div class="palette section">${groups}</div>` : '<p class="muted">No palette yet: complete the color questions to get one.</p>'}
  <div class="section">
    <h3>Neutrals</h3>
    <div class="swatches">${c.neutrals.map(swatch).join('')}</div>
  </div>
  ${avoid ? `<div class="section"><h3>Colors to avoid</h3><div class="avoid">${avoid}</div></div>` : ''}
</section>`;
}

function uniformPage(c: BrandGuideContent): string {
  return `<section class="page">
  <div class="kicker">03 · The uniform</div>
  <h2>Your ${c.pieces.length}-piece uniform</h2>
  <p class="lede">Twelve pieces that work together, priced at each market tier. ${tierSentence(c)}</p>
  ${c.capsuleImage ? guideImage(c.capsuleImage, 'flatlay capsule') : ''}
  ${piecesTable(c)}
</section>`;
}

/** A flat-lay drawing: the data URL and alt text come from the content, escaped like any text. */
export function guideImage(image: GuideImage, className: string): string {
  return `<img class="${className}" src="${esc(image.src)}" alt="${esc(image.alt)}">`;
}

function looksPage(c: BrandGuideContent): string {
  const looks = c.eventLooks
    .map(
      (entry) =>
        `<div class="card"><div class="kicker">${esc(entry.title)}</div>${entry.image ? guideImage(entry.image, 'flatlay') : ''}<p>${esc(entry.look)}</p></div>`,
    )
    .join('');
  const list = (items: string[], cls: string) =>
    items.length
      ? `<ul class="list ${cls}">${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`
      : '<p class="muted">None yet.</p>';
  return `<section class="page">
  <div class="kicker">04 · Looks and rules</div>
  <h2>Event looks</h2>
  <p class="lede">What to wear when it counts${c.environments.length ? `: ${esc(c.environments.slice(0, 4).join(', '))}` : ''}.</p>
  ${looks ? `<div class="grid3 section">${looks}</div>` : ''}
  <div class="rule"></div>
  <h2>Do’s and don’ts</h2>
  <div class="grid2 section">
    <div class="card"><h3>Do</h3>${list(c.dos, 'dos')}</div>
    <div class="card"><h3>Don’t</h3>${list(c.donts, 'donts')}</div>
  </div>
</section>`;
}

function brandsPage(c: BrandGuideContent): string {
  const columns = c.brandsByTier
    .map(
      (group) =>
        `<div class="card"><div class="kicker">${esc(group.label)}${group.tier === c.tier ? ' · your tier' : ''}</div>${group.brands
          .map(
            (brand) =>
              `<div class="brand"><strong>${esc(brand.name)}</strong>${brand.priceRange ? ` <span class="meta">${esc(brand.priceRange)}</span>` : ''}${brand.specialty ? `<div class="meta">${esc(brand.specialty)}</div>` : ''}</div>`,
          )
          .join('')}</div>`,
    )
    .join('');
  const insiders = c.region.insiderBrands
    .map(
      (brand) =>
        `<div class="brand"><strong>${esc(brand.name)}</strong> <span class="meta">${esc(brand.pricePoint)}</span><div class="small">${esc(brand.description)}</div><div class="meta">${esc(brand.culturalSignal)}</div></div>`,
    )
    .join('');
  return `<section class="page">
  <div class="kicker">05 · Where to shop</div>
  <h2>Brands by tier</h2>
  <p class="lede">Brands that speak your archetype’s language, from entry level to luxury.</p>
  ${columns ? `<div class="grid3 section">${columns}</div>` : '<p class="muted">No brands yet.</p>'}
  <div class="rule"></div>
  <div class="section">
    <h2>Regional notes${c.region.region ? ` · ${esc(c.region.region)}` : ''}</h2>
    ${paragraphs(c.region.culturalContext)}
    ${insiders ? `<div class="grid2">${insiders}</div>` : ''}
  </div>
</section>`;
}
