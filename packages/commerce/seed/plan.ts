/** What the demo catalog is made of: invented brands, tool types, their prices and relations. */
import type { Department, Industry, ToolType } from './vocabulary.ts';

export interface Brand {
  name: string;
  /** Two-letter model prefix. */
  code: string;
  /** Body and accent colours of its illustrations. */
  colors: readonly [string, string];
  /** Price level in percent of the type's mid price. */
  priceLevel: number;
}

export const BRANDS: readonly Brand[] = [
  { name: 'Brennwerk', code: 'BW', colors: ['#d9480f', '#212529'], priceLevel: 115 },
  { name: 'Korvald', code: 'KV', colors: ['#1864ab', '#f1f3f5'], priceLevel: 105 },
  { name: 'Nordhammer', code: 'NH', colors: ['#2b8a3e', '#212529'], priceLevel: 95 },
  { name: 'Valtrix', code: 'VX', colors: ['#f08c00', '#343a40'], priceLevel: 85 },
  { name: 'Ferrosa', code: 'FS', colors: ['#c92a2a', '#e9ecef'], priceLevel: 100 },
  { name: 'Tarkon', code: 'TK', colors: ['#5f3dc4', '#f8f9fa'], priceLevel: 90 },
  { name: 'Helmgrip', code: 'HG', colors: ['#0b7285', '#fff3bf'], priceLevel: 75 },
  { name: 'Strandvik', code: 'SV', colors: ['#495057', '#fab005'], priceLevel: 125 },
];

export function brandByName(name: string): Brand | undefined {
  return BRANDS.find((brand) => brand.name.toLowerCase() === name.toLowerCase());
}

export interface TypePlan {
  department: Department;
  /** Model code letters. */
  code: string;
  /** Price range in whole euros. */
  eur: readonly [number, number];
  classes: readonly [string, string];
  /** Class index (0/1) that ships as freight; 'all' for every item. */
  freight?: 0 | 1 | 'all';
  accessories: readonly ToolType[];
  industries: readonly Industry[];
  volumeGroup?: boolean;
  accessory?: boolean;
  /** Relative share of products. */
  weight: number;
}

export const TYPES: Readonly<Record<ToolType, TypePlan>> = {
  drill: {
    department: 'power',
    code: 'D',
    eur: [59, 399],
    classes: ['12 V', '18 V'],
    accessories: ['battery', 'drillBits'],
    industries: ['construction', 'wood'],
    weight: 9,
  },
  grinder: {
    department: 'power',
    code: 'G',
    eur: [49, 249],
    classes: ['115 mm', '125 mm'],
    accessories: ['battery'],
    industries: ['metal', 'construction'],
    weight: 6,
  },
  circularSaw: {
    department: 'power',
    code: 'C',
    eur: [79, 449],
    classes: ['165 mm', '190 mm'],
    accessories: ['sawBlade', 'battery'],
    industries: ['wood'],
    weight: 6,
  },
  jigsaw: {
    department: 'power',
    code: 'J',
    eur: [59, 299],
    classes: ['600 W', '800 W'],
    accessories: ['sawBlade'],
    industries: ['wood'],
    weight: 5,
  },
  hammer: {
    department: 'hand',
    code: 'H',
    eur: [12, 59],
    classes: ['450 g', '600 g'],
    accessories: [],
    industries: ['construction', 'wood'],
    volumeGroup: true,
    weight: 5,
  },
  wrench: {
    department: 'hand',
    code: 'W',
    eur: [19, 149],
    classes: ['12 pcs', '22 pcs'],
    accessories: [],
    industries: ['metal'],
    volumeGroup: true,
    weight: 5,
  },
  screwdriver: {
    department: 'hand',
    code: 'S',
    eur: [9, 79],
    classes: ['6 pcs', '12 pcs'],
    accessories: [],
    industries: ['wood', 'metal'],
    volumeGroup: true,
    weight: 5,
  },
  mower: {
    department: 'garden',
    code: 'M',
    eur: [149, 899],
    classes: ['42 cm', '51 cm'],
    freight: 1,
    accessories: ['battery'],
    industries: [],
    weight: 5,
  },
  hedgeTrimmer: {
    department: 'garden',
    code: 'T',
    eur: [59, 299],
    classes: ['50 cm', '60 cm'],
    accessories: ['battery'],
    industries: [],
    weight: 4,
  },
  chainsaw: {
    department: 'garden',
    code: 'K',
    eur: [129, 699],
    classes: ['35 cm', '45 cm'],
    accessories: [],
    industries: ['wood'],
    weight: 4,
  },
  compressor: {
    department: 'air',
    code: 'P',
    eur: [129, 999],
    classes: ['24 l', '50 l'],
    freight: 1,
    accessories: [],
    industries: ['construction'],
    weight: 4,
  },
  nailer: {
    department: 'air',
    code: 'N',
    eur: [89, 399],
    classes: ['50 mm', '90 mm'],
    accessories: [],
    industries: ['wood', 'construction'],
    weight: 3,
  },
  ladder: {
    department: 'workshop',
    code: 'L',
    eur: [69, 449],
    classes: ['3 m', '5 m'],
    freight: 1,
    accessories: [],
    industries: ['construction'],
    weight: 4,
  },
  workbench: {
    department: 'workshop',
    code: 'B',
    eur: [119, 799],
    classes: ['120 cm', '180 cm'],
    freight: 'all',
    accessories: [],
    industries: ['wood', 'metal'],
    weight: 3,
  },
  welder: {
    department: 'welding',
    code: 'E',
    eur: [149, 1299],
    classes: ['160 A', '200 A'],
    freight: 1,
    accessories: [],
    industries: ['metal'],
    weight: 3,
  },
  laser: {
    department: 'measuring',
    code: 'X',
    eur: [59, 499],
    classes: ['20 m', '30 m'],
    accessories: ['battery'],
    industries: ['construction'],
    weight: 4,
  },
  washer: {
    department: 'cleaning',
    code: 'R',
    eur: [99, 699],
    classes: ['130 bar', '150 bar'],
    accessories: [],
    industries: [],
    weight: 4,
  },
  vacuum: {
    department: 'cleaning',
    code: 'V',
    eur: [79, 399],
    classes: ['20 l', '30 l'],
    accessories: [],
    industries: ['construction', 'wood'],
    weight: 4,
  },
  battery: {
    department: 'accessories',
    code: 'A',
    eur: [29, 149],
    classes: ['2 Ah', '5 Ah'],
    accessories: [],
    industries: [],
    volumeGroup: true,
    accessory: true,
    weight: 5,
  },
  sawBlade: {
    department: 'accessories',
    code: 'Z',
    eur: [9, 59],
    classes: ['24 T', '48 T'],
    accessories: [],
    industries: ['wood'],
    volumeGroup: true,
    accessory: true,
    weight: 4,
  },
  drillBits: {
    department: 'accessories',
    code: 'Q',
    eur: [9, 69],
    classes: ['10 pcs', '25 pcs'],
    accessories: [],
    industries: ['metal', 'wood'],
    volumeGroup: true,
    accessory: true,
    weight: 4,
  },
};

export const TOOL_TYPES = Object.keys(TYPES) as ToolType[];

/** Brands carrying a type: three per type, rotating through the list. */
export function brandsOfType(type: ToolType): Brand[] {
  const index = TOOL_TYPES.indexOf(type);
  return [0, 1, 2].map((offset) => BRANDS[(index * 3 + offset) % BRANDS.length] as Brand);
}

/** Units of each store currency per euro, as exact integer ratios (demo rates, fixed). */
export const EUR_RATES: Readonly<Record<string, readonly [number, number]>> = {
  EUR: [1, 1],
  CHF: [94, 100],
  GBP: [85, 100],
  CZK: [25, 1],
  DKK: [746, 100],
  SEK: [112, 10],
  NOK: [117, 10],
  PLN: [43, 10],
  HUF: [395, 1],
  RON: [497, 100],
};
