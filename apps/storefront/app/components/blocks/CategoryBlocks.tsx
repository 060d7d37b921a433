import type { CategoryBoxesProps, DepartmentBlockProps } from '@toolyard/content/blocks';
import { useT } from '../../i18n/index.ts';
import { Icon, type IconName } from '../icons.tsx';
import { type BlockPosition, useBlockEnvironment } from './environment.tsx';
import { BlockImage } from './image.tsx';
import { SmartLink } from './links.tsx';

/** Link of a category by key; without catalog data, a search for its CMS title still leads somewhere. */
export function useCategoryLink() {
  const { data, pathPrefix } = useBlockEnvironment();
  return (categoryKey: string, title: string) => {
    const resolved = data.categories?.[categoryKey];
    return {
      name: resolved?.name ?? title,
      href: resolved?.href ?? `${pathPrefix}/search?query=${encodeURIComponent(title)}`,
      imageUrl: resolved?.imageUrl ?? null,
    };
  };
}

/** Icons for the demo catalog's departments when a box has no image. */
const DEFAULT_ICONS: Record<string, IconName> = {
  'all-power': 'drill',
  'all-hand': 'hammer',
  'all-garden': 'garden',
  'all-workshop': 'workshop',
  'all-air': 'compressor',
  'all-welding': 'welding',
  'all-cleaning': 'cleaning',
  'all-measuring': 'measure',
};

export function CategoryBoxes(props: CategoryBoxesProps & { position: BlockPosition }) {
  const link = useCategoryLink();
  const id = `tb-categories-${props.position.index}`;
  return (
    <section className="tb-section" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <ul className="tb-category-grid">
        {props.items.map((item) => {
          const category = link(item.categoryKey, item.title);
          const image =
            item.image ??
            (category.imageUrl ? { src: category.imageUrl, alt: '', width: 160, height: 160 } : undefined);
          return (
            <li key={item.categoryKey}>
              <SmartLink href={category.href} className="tb-category-box">
                <span className="tb-category-box__visual">
                  {image ? (
                    <BlockImage
                      image={{ ...image, alt: '' }}
                      eager={false}
                      className="tb-category-box__image"
                    />
                  ) : (
                    <Icon name={DEFAULT_ICONS[item.categoryKey] ?? 'workshop'} size={40} />
                  )}
                </span>
                <span className="tb-category-box__name">{item.title}</span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Shop by department" (home and 404 page). */
export function DepartmentBlock(props: DepartmentBlockProps & { position: BlockPosition }) {
  const t = useT();
  const link = useCategoryLink();
  const id = `tb-departments-${props.position.index}`;
  return (
    <nav className="tb-section tb-departments" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title ?? t('blocks.shop-by-department')}
      </h2>
      <ul className="tb-departments__list">
        {props.departments.map((department) => (
          <li key={department.categoryKey}>
            <SmartLink href={link(department.categoryKey, department.title).href} className="tb-department">
              <Icon name={department.icon} size={28} />
              <span>{department.title}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
