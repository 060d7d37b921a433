import type { NewsletterProps } from '@toolyard/content/blocks';
import { NewsletterForm } from '../NewsletterForm.tsx';
import { type BlockPosition, useBlockEnvironment } from './environment.tsx';

/** The CMS Newsletter block: the shop's one sign-up form, with the block's texts and a consent box. */
export function Newsletter(props: NewsletterProps & { position: BlockPosition }) {
  const { newsletterAction } = useBlockEnvironment();
  return (
    <NewsletterForm
      action={newsletterAction}
      source="cms-block"
      title={props.title}
      text={props.text}
      consent
    />
  );
}
