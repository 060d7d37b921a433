/** The frame most blocks share: a section named by its h2 (visible, or for screen readers only). */
import { type ReactNode, useId } from 'react';

/** A section with an h2 (visible, or for screen readers only when the CMS gives no title). */
export function Section(props: {
  title: string | undefined;
  fallback?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const title = props.title ?? props.fallback;
  return (
    <section
      className={`tb-section ${props.className ?? ''}`.trim()}
      aria-labelledby={title ? id : undefined}
    >
      {title ? (
        <h2 id={id} className={props.title ? 'tb-section__title' : 'visually-hidden'}>
          {title}
        </h2>
      ) : null}
      {props.children}
    </section>
  );
}
