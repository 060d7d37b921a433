/**
 * Generated product illustrations: a simple, recognisable tool silhouette per tool type in the
 * brand's colours. Image keys look like "drill-brennwerk-3" (type, brand, variation).
 */

type Draw = (body: string, accent: string) => string;

const r = (x: number, y: number, w: number, h: number, fill: string, rx = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const c = (cx: number, cy: number, radius: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"/>`;
const p = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 10) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

const DRILL: Draw = (b, a) =>
  r(90, 120, 190, 80, b, 24) +
  r(280, 145, 50, 30, a, 4) +
  r(330, 153, 45, 14, '#adb5bd', 3) +
  p('M150 200 L210 200 L200 300 L140 300 Z', b) +
  r(125, 295, 100, 45, a, 8) +
  r(170, 215, 18, 30, a, 4);
const GRINDER: Draw = (b, a) =>
  r(70, 170, 200, 60, b, 28) +
  r(40, 180, 40, 40, a, 8) +
  c(300, 200, 70, '#ced4da') +
  c(300, 200, 12, a) +
  r(230, 110, 30, 60, a, 6);
const CIRCULAR_SAW: Draw = (b, a) =>
  c(200, 230, 100, '#ced4da') +
  c(200, 230, 16, a) +
  p('M100 220 A100 100 0 0 1 300 220 L300 240 L100 240 Z', b) +
  r(150, 100, 130, 40, a, 16) +
  r(60, 240, 280, 12, '#495057', 2);
const JIGSAW: Draw = (b, a) =>
  p('M90 140 Q120 80 220 90 L300 110 L300 210 L110 210 Z', b) +
  r(100, 210, 200, 18, a, 4) +
  r(190, 228, 10, 90, '#868e96', 2) +
  r(250, 125, 40, 45, a, 10);
const HAMMER: Draw = (b, a) =>
  r(185, 130, 30, 230, a, 10) +
  p('M110 90 L290 90 L300 140 L110 140 Q80 115 110 90 Z', b) +
  p('M290 90 L340 70 L330 110 Z', b);
const WRENCH: Draw = (b, a) =>
  `<g transform="rotate(-35 200 200)">${r(180, 110, 40, 220, b, 12)}${c(200, 100, 52, b)}${r(186, 40, 28, 60, '#fff', 4)}${c(200, 335, 38, b)}${c(200, 335, 18, a)}</g>`;
const SCREWDRIVER: Draw = (b, a) =>
  `<g transform="rotate(-40 200 200)">${r(175, 60, 50, 140, b, 22)}${r(175, 100, 50, 16, a, 2)}${r(192, 200, 16, 150, '#868e96', 4)}${p('M192 350 L208 350 L200 370 Z', '#495057')}</g>`;
const MOWER: Draw = (b, a) =>
  r(90, 200, 230, 90, b, 20) +
  c(120, 300, 34, '#343a40') +
  c(290, 300, 34, '#343a40') +
  c(120, 300, 12, a) +
  c(290, 300, 12, a) +
  line(300, 205, 360, 70, a, 12) +
  line(330, 70, 370, 80, a, 12) +
  r(150, 180, 80, 30, a, 8);
const TRIMMER: Draw = (b, a) =>
  r(60, 160, 140, 70, b, 30) +
  r(90, 130, 70, 30, a, 10) +
  r(200, 185, 170, 20, '#868e96', 4) +
  Array.from({ length: 8 }, (_, i) => r(210 + i * 20, 175, 8, 40, '#495057', 2)).join('');
const CHAINSAW: Draw = (b, a) =>
  r(60, 150, 150, 100, b, 20) +
  r(80, 120, 80, 30, a, 10) +
  r(200, 175, 170, 50, '#adb5bd', 25) +
  r(210, 185, 150, 30, '#868e96', 15) +
  r(90, 250, 90, 20, a, 6);
const COMPRESSOR: Draw = (b, a) =>
  r(70, 180, 260, 110, b, 55) +
  c(110, 310, 26, '#343a40') +
  c(290, 310, 26, '#343a40') +
  r(150, 120, 100, 60, a, 10) +
  c(280, 150, 22, '#f8f9fa') +
  line(280, 150, 290, 138, '#212529', 4);
const NAILER: Draw = (b, a) =>
  p('M80 120 L290 120 L290 180 L200 180 L190 310 L140 310 L150 180 L80 180 Z', b) +
  r(290, 110, 30, 220, a, 6) +
  r(230, 180, 60, 100, '#868e96', 4);
const LADDER: Draw = (b, _a) =>
  line(140, 50, 110, 360, b, 16) +
  line(260, 50, 290, 360, b, 16) +
  Array.from({ length: 6 }, (_, i) => line(135 - i * 5, 90 + i * 50, 265 + i * 5, 90 + i * 50, b, 10)).join(
    '',
  );
const WORKBENCH: Draw = (b, a) =>
  r(50, 150, 300, 36, b, 6) +
  r(70, 186, 26, 170, a, 4) +
  r(304, 186, 26, 170, a, 4) +
  r(70, 280, 260, 16, a, 4) +
  r(90, 120, 60, 30, '#868e96', 4);
const WELDER: Draw = (b, a) =>
  r(80, 130, 220, 170, b, 14) +
  c(140, 190, 28, '#f8f9fa') +
  r(200, 170, 70, 40, '#212529', 4) +
  r(120, 100, 140, 30, a, 8) +
  `<path d="M300 240 C350 240 350 320 380 330" stroke="${a}" stroke-width="10" fill="none"/>`;
const LASER: Draw = (b, a) =>
  r(140, 150, 120, 130, b, 18) +
  c(200, 200, 26, a) +
  r(150, 280, 100, 16, '#343a40', 4) +
  line(226, 200, 390, 200, '#e03131', 4) +
  line(200, 174, 200, 20, '#e03131', 4);
const WASHER: Draw = (b, a) =>
  r(90, 150, 140, 170, b, 20) +
  c(120, 330, 24, '#343a40') +
  c(210, 330, 24, '#343a40') +
  r(130, 100, 20, 60, a, 6) +
  `<path d="M230 200 C300 190 290 120 330 110" stroke="#212529" stroke-width="8" fill="none"/>` +
  r(320, 90, 60, 16, a, 4);
const VACUUM: Draw = (b, a) =>
  r(100, 160, 170, 170, b, 40) +
  r(120, 130, 130, 40, a, 12) +
  c(130, 340, 18, '#343a40') +
  c(240, 340, 18, '#343a40') +
  `<path d="M270 220 C340 220 350 150 330 100" stroke="#495057" stroke-width="14" fill="none"/>`;
const BATTERY: Draw = (b, a) =>
  r(110, 140, 180, 150, b, 16) +
  r(140, 110, 120, 30, a, 6) +
  r(130, 240, 140, 20, a, 4) +
  Array.from({ length: 4 }, (_, i) => r(140 + i * 32, 246, 24, 8, '#51cf66', 2)).join('');
const BLADE: Draw = (b, a) =>
  c(200, 200, 130, b) +
  c(200, 200, 30, '#f8f9fa') +
  c(200, 200, 14, a) +
  Array.from(
    { length: 24 },
    (_, i) => `<path d="M200 62 L212 78 L188 78 Z" fill="${b}" transform="rotate(${i * 15} 200 200)"/>`,
  ).join('');
const BITS: Draw = (b, a) =>
  r(70, 110, 260, 200, b, 14) +
  Array.from({ length: 7 }, (_, i) =>
    r(100 + i * 32, 140 + (i % 2) * 10, 12 + i * 2, 140 - i * 10, a, 3),
  ).join('');
const GENERIC: Draw = (b, a) =>
  r(80, 160, 240, 150, b, 12) + r(160, 120, 80, 40, a, 10) + r(80, 210, 240, 12, a, 0);

const SHAPES: Record<string, Draw> = {
  drill: DRILL,
  grinder: GRINDER,
  circularSaw: CIRCULAR_SAW,
  jigsaw: JIGSAW,
  hammer: HAMMER,
  wrench: WRENCH,
  screwdriver: SCREWDRIVER,
  mower: MOWER,
  hedgeTrimmer: TRIMMER,
  chainsaw: CHAINSAW,
  compressor: COMPRESSOR,
  nailer: NAILER,
  ladder: LADDER,
  workbench: WORKBENCH,
  welder: WELDER,
  laser: LASER,
  washer: WASHER,
  vacuum: VACUUM,
  battery: BATTERY,
  sawBlade: BLADE,
  drillBits: BITS,
  guarantee: GENERIC,
};

const BRAND_COLORS: Record<string, readonly [string, string]> = {
  brennwerk: ['#d9480f', '#212529'],
  korvald: ['#1864ab', '#343a40'],
  nordhammer: ['#2b8a3e', '#212529'],
  valtrix: ['#f08c00', '#343a40'],
  ferrosa: ['#c92a2a', '#495057'],
  tarkon: ['#5f3dc4', '#212529'],
  helmgrip: ['#0b7285', '#fab005'],
  strandvik: ['#495057', '#fab005'],
};
const BACKGROUNDS = ['#f8f9fa', '#f1f3f5', '#fff9db', '#e7f5ff', '#f3f0ff', '#ebfbee'];

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** True for keys this module can draw as a specific tool (others get a generic box). */
export function isKnownImageKey(imageKey: string): boolean {
  return Object.hasOwn(SHAPES, imageKey.split('-')[0] ?? '');
}

/** SVG document (400×400) for an image key such as "drill-brennwerk-3". Pure and deterministic. */
export function productImageSvg(imageKey: string): string {
  const [type = '', brand = '', variation = '0'] = imageKey.split('-');
  const draw = Object.hasOwn(SHAPES, type) ? (SHAPES[type] as Draw) : GENERIC;
  const [body, accent] = BRAND_COLORS[brand] ?? ['#868e96', '#343a40'];
  const background = BACKGROUNDS[Math.abs(Number.parseInt(variation, 10) || 0) % BACKGROUNDS.length];
  const label = escapeXml(brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Toolyard');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img"',
    ` aria-label="${escapeXml(`${label} ${type}`)}">`,
    `<rect width="400" height="400" fill="${background}"/>`,
    draw(body, accent),
    `<text x="20" y="385" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="${body}">${label}</text>`,
    '</svg>',
  ].join('');
}
