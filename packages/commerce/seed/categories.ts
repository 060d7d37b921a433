/** Category trees: "all" five levels deep (department › type › usage › class › brand), industry, longtail. */
import type { CategoryTree } from '../src/db/schema/index.ts';
import { brandsOfType, TOOL_TYPES, TYPES } from './plan.ts';
import { stableId } from './random.ts';
import {
  DEPARTMENTS,
  type Department,
  INDUSTRIES,
  type LANGUAGE_ORDER,
  LONGTAIL,
  type Localized,
  perLanguage,
  slugify,
  type ToolType,
  TYPE_NOUNS,
  USAGE,
  type Usage,
} from './vocabulary.ts';

export interface SeedCategory {
  id: string;
  key: string;
  tree: CategoryTree;
  parentId: string | null;
  ancestors: string[];
  orderHint: string;
  names: Localized;
  slugs: Localized;
  imageKey: string | null;
}

export interface CategoryIndex {
  all: SeedCategory[];
  department: Map<Department, SeedCategory>;
  type: Map<ToolType, SeedCategory>;
  /** `${type}|${usage}|${classIndex}|${brand}` → leaf. */
  leaf: Map<string, SeedCategory>;
  industry: Map<string, SeedCategory>;
  industryType: Map<string, SeedCategory>;
  longtail: Map<string, SeedCategory>;
}

function category(
  key: string,
  tree: CategoryTree,
  parent: SeedCategory | null,
  order: number,
  names: Localized,
  slugParts: (language: (typeof LANGUAGE_ORDER)[number]) => string,
  imageKey: string | null,
): SeedCategory {
  return {
    id: stableId(`category:${key}`),
    key,
    tree,
    parentId: parent?.id ?? null,
    ancestors: parent ? [...parent.ancestors, parent.id] : [],
    orderHint: `0.${String(order).padStart(4, '0')}`,
    names,
    slugs: perLanguage((language) => slugify(slugParts(language))),
    imageKey,
  };
}

export function buildCategories(): CategoryIndex {
  const index: CategoryIndex = {
    all: [],
    department: new Map(),
    type: new Map(),
    leaf: new Map(),
    industry: new Map(),
    industryType: new Map(),
    longtail: new Map(),
  };
  const departments = Object.keys(DEPARTMENTS) as Department[];
  departments.forEach((department, d) => {
    const names = DEPARTMENTS[department];
    const firstType = TOOL_TYPES.find((type) => TYPES[type].department === department) ?? 'drill';
    const dep = category(
      `all-${department}`,
      'all',
      null,
      d + 1,
      names,
      (l) => names[l],
      `${firstType}-brennwerk-0`,
    );
    index.all.push(dep);
    index.department.set(department, dep);
  });
  TOOL_TYPES.forEach((type, t) => {
    const plan = TYPES[type];
    const noun = TYPE_NOUNS[type];
    const parent = index.department.get(plan.department) as SeedCategory;
    const typeCategory = category(
      `all-${type}`,
      'all',
      parent,
      t + 1,
      noun,
      (l) => noun[l],
      `${type}-korvald-0`,
    );
    index.all.push(typeCategory);
    index.type.set(type, typeCategory);
    (['pro', 'diy'] as Usage[]).forEach((usage, u) => {
      const usageNames = perLanguage((l) => `${noun[l]} – ${USAGE[usage][l]}`);
      const usageCategory = category(
        `all-${type}-${usage}`,
        'all',
        typeCategory,
        u + 1,
        usageNames,
        (l) => usageNames[l],
        null,
      );
      index.all.push(usageCategory);
      plan.classes.forEach((label, k) => {
        const classNames = perLanguage((l) => `${noun[l]} ${label}`);
        const classCategory = category(
          `all-${type}-${usage}-${k}`,
          'all',
          usageCategory,
          k + 1,
          classNames,
          (l) => `${noun[l]} ${USAGE[usage][l]} ${label}`,
          null,
        );
        index.all.push(classCategory);
        brandsOfType(type).forEach((brand, b) => {
          const leafNames = perLanguage((l) => `${brand.name} ${noun[l]} ${label}`);
          const leaf = category(
            `all-${type}-${usage}-${k}-${brand.name.toLowerCase()}`,
            'all',
            classCategory,
            b + 1,
            leafNames,
            (l) => `${brand.name} ${noun[l]} ${USAGE[usage][l]} ${label}`,
            `${type}-${brand.name.toLowerCase()}-${b}`,
          );
          index.all.push(leaf);
          index.leaf.set(`${type}|${usage}|${k}|${brand.name}`, leaf);
        });
      });
    });
  });
  (Object.keys(INDUSTRIES) as (keyof typeof INDUSTRIES)[]).forEach((industry, i) => {
    const names = INDUSTRIES[industry];
    const root = category(
      `industry-${industry}`,
      'industry',
      null,
      i + 1,
      names,
      (l) => `${names[l]} ${industryWord(l)}`,
      null,
    );
    index.all.push(root);
    index.industry.set(industry, root);
    TOOL_TYPES.filter((type) => TYPES[type].industries.includes(industry)).forEach((type, t) => {
      const noun = TYPE_NOUNS[type];
      const child = category(
        `industry-${industry}-${type}`,
        'industry',
        root,
        t + 1,
        noun,
        (l) => `${names[l]} ${noun[l]}`,
        null,
      );
      index.all.push(child);
      index.industryType.set(`${industry}|${type}`, child);
    });
  });
  (Object.keys(LONGTAIL) as (keyof typeof LONGTAIL)[]).forEach((name, i) => {
    const names = LONGTAIL[name];
    const node = category(
      `longtail-${name}`,
      'longtail',
      null,
      i + 1,
      names,
      (l) => `${names[l]} tools`,
      null,
    );
    index.all.push(node);
    index.longtail.set(name, node);
  });
  return index;
}

/** Industry slugs get a suffix so they never clash with department slugs in the same language. */
function industryWord(_language: string): string {
  return 'industry';
}

/**
 * related_categories_1 to 3: for a product-type category, up to three other types of the same
 * department (or, for accessories, the types they fit); nothing for other levels.
 */
export function relatedCategoriesOf(index: CategoryIndex, categoryId: string): string[] {
  const type = TOOL_TYPES.find((candidate) => index.type.get(candidate)?.id === categoryId);
  if (!type) return [];
  const plan = TYPES[type];
  const related = plan.accessory
    ? TOOL_TYPES.filter((other) => TYPES[other].accessories.includes(type))
    : [
        ...plan.accessories,
        ...TOOL_TYPES.filter((other) => other !== type && TYPES[other].department === plan.department),
      ];
  return related.slice(0, 3).map((other) => (index.type.get(other) as SeedCategory).id);
}
