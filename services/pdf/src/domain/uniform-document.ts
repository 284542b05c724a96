import { tierLabel, type PdfRequest } from './brand-guide-content';
import {
  ACCENT,
  avoidItems,
  coverPage,
  documentFooter,
  esc,
  guideImage,
  INK,
  MINE,
  money,
  MUTED,
  paletteGroups,
  piecesTable,
  RULE,
  swatch,
  TIER_COLUMNS,
  tierSentence,
  urlText,
} from './brand-guide-document';
import { uniformContent, type Outfit, type UniformContent } from './uniform-content';

/**
 * The uniform PDF as HTML: the style profile to shop with (spec 2 §7; issue 20). It prints in the
 * brand guide's shell (same fonts, page frame and styles, so every pooled page prints either
 * document) and adds only the few styles of its own below. Every value from the request goes
 * through `esc`, through the brand guide's shared parts or directly.
 */

const UNIFORM_STYLES = `<style>
.totals{display:grid;grid-template-columns:repeat(3,1fr);gap:4mm;break-inside:avoid}
.totals .card{margin-top:0}
.card.mine{background:${MINE};border-color:${INK}}
.totals strong{display:block;font-family:'Playfair Display',serif;font-size:17pt;font-weight:700;font-variant-numeric:tabular-nums}
.outfits{display:grid;grid-template-columns:1fr 1fr;gap:5mm}
.outfits .card{margin-top:0}
.outfit ul{list-style:none;margin:1.5mm 0 2mm}
.outfit li{display:flex;justify-content:space-between;gap:3mm;padding:1mm 0;border-bottom:1px solid ${RULE};font-size:8.4pt;break-inside:avoid}
.outfit li .price{font-variant-numeric:tabular-nums;white-space:nowrap}
.outfit .total{display:flex;justify-content:space-between;font-weight:700}
.shop .brand .url{display:block}
.palette-card{border:1.5px solid ${INK};border-radius:3mm;padding:5mm 6mm}
.palette-card .season{font-family:'Playfair Display',serif;font-size:18pt;font-weight:700}
.palette-card .undertone{color:${MUTED};margin-bottom:3mm}
.tag{font-size:7pt;letter-spacing:.14em;text-transform:uppercase;color:${ACCENT};font-weight:700}
</style>`;

/** The document's body for one request: its footer and styles, then its five sections. */
export function uniformBody(request: PdfRequest): string {
  const content = uniformContent(request);
  return [
    documentFooter(`${request.analysis.styleArchetype} · Uniform`),
    UNIFORM_STYLES,
    cover(content),
    piecesPage(content),
    shopPage(content),
    outfitsPage(content),
    palettePage(content),
  ].join('');
}

function cover(c: UniformContent): string {
  return coverPage(c, {
    kicker: 'Your Uniform · Style Profile',
    subtitle: `${c.season} · ${c.undertone} undertone`,
    summary: `Your ${c.rows.length} pieces, the outfits they make for your events and the colors to shop in.`,
    facts: [
      ['Your tier', c.tierLabel],
      [`The ${c.rows.length} pieces`, money(c.totals[c.tier])],
    ],
  });
}

function piecesPage(c: UniformContent): string {
  return `<section class="page">
  <div class="kicker">01 · The pieces</div>
  <h2>Your ${c.rows.length}-piece uniform</h2>
  <p class="lede">Each piece priced at the three market tiers. ${tierSentence(c)}</p>
  ${c.capsuleImage ? guideImage(c.capsuleImage, 'flatlay capsule') : ''}
  ${piecesTable(c)}
</section>`;
}

function tierTotals(c: UniformContent): string {
  return TIER_COLUMNS.map(
    ([id]) =>
      `<div class="card${id === c.tier ? ' mine' : ''}"><div class="kicker">${esc(tierLabel(id))}${id === c.tier ? ' · your tier' : ''}</div><strong>${money(c.totals[id])}</strong></div>`,
  ).join('');
}

function shopPage(c: UniformContent): string {
  const columns = c.brandsByTier
    .map(
      (group) =>
        `<div class="card${group.tier === c.tier ? ' mine' : ''}"><div class="kicker">${esc(group.label)}${group.tier === c.tier ? ' · your tier' : ''}</div>${group.brands
          .map(
            (brand) =>
              `<div class="brand"><strong>${esc(brand.name)}</strong>${brand.priceRange ? ` <span class="meta">${esc(brand.priceRange)}</span>` : ''}${brand.specialty ? `<div class="meta">${esc(brand.specialty)}</div>` : ''}${brand.url ? urlText(brand.url) : ''}</div>`,
          )
          .join('')}</div>`,
    )
    .join('');
  return `<section class="page">
  <div class="kicker">02 · Where to buy</div>
  <h2>Tier totals</h2>
  <p class="lede">What your ${c.rows.length} pieces come to at each market tier.</p>
  <div class="totals section">${tierTotals(c)}</div>
  <div class="rule"></div>
  <h2>Brands by tier</h2>
  <p class="lede">Where the pieces are made in your archetype’s language, from entry level to luxury.</p>
  ${columns ? `<div class="grid3 section shop">${columns}</div>` : '<p class="muted">No brands yet.</p>'}
</section>`;
}

function outfitsPage(c: UniformContent): string {
  return `<section class="page">
  <div class="kicker">03 · The capsule’s outfits</div>
  <h2>Outfits for your events</h2>
  <p class="lede">What your pieces make together, priced at ${esc(c.tierLabel)}.</p>
  ${c.outfits.length ? `<div class="outfits">${c.outfits.map(outfitCard).join('')}</div>` : '<p class="muted">No outfits yet: add the events you dress for to get them.</p>'}
</section>`;
}

function outfitCard(outfit: Outfit): string {
  const items = outfit.items
    .map(
      (item) =>
        `<li><span>${esc(item.name)}${item.own ? '<span class="pick">Your pick</span>' : ''}${item.brand ? ` <span class="muted small">· ${esc(item.brand)}</span>` : ''}</span><span class="price">${money(item.price)}</span></li>`,
    )
    .join('');
  return `<div class="card outfit">
  <div class="kicker">${esc(outfit.occasion)}</div>
  <h3>${esc(outfit.name)}</h3>
  ${outfit.image ? guideImage(outfit.image, 'flatlay') : ''}
  <p class="small">${esc(outfit.description)}</p>
  <ul>${items}</ul>
  <div class="total"><span>Together</span><span>${money(outfit.total)}</span></div>
</div>`;
}

function palettePage(c: UniformContent): string {
  const groups = paletteGroups(c);
  const avoid = avoidItems(c);
  return `<section class="page">
  <div class="kicker">04 · Palette card</div>
  <h2>Shop in your colors</h2>
  <p class="lede">Take this card shopping: the colors that flatter you, the neutrals to build on and the ones to leave on the rack.</p>
  <div class="palette-card">
    <div class="season">${esc(c.season)}</div>
    <div class="undertone">${esc(c.undertone)} undertone${c.metals ? ` · ${esc(c.metals)}` : ''}</div>
    <div class="tag">Your colors</div>
    ${groups ? `<div class="palette section">${groups}</div>` : '<p class="muted">No palette yet: complete the color questions to get one.</p>'}
    <div class="section">
      <div class="tag">Neutrals</div>
      <div class="swatches">${c.neutrals.map(swatch).join('')}</div>
    </div>
    ${avoid ? `<div class="section"><div class="tag">Avoid</div><div class="avoid">${avoid}</div></div>` : ''}
  </div>
</section>`;
}
