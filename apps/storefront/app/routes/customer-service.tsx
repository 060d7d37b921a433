/**
 * /customer-service/ ('submit a request', spec 000 §4): the request form as a page, for posts
 * without JavaScript and the product page's links; the contact modal is the usual way in.
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from 'react-router';
import { RequestForm } from '../components/RequestForm.tsx';
import { useT } from '../i18n/index.ts';
import { pageMeta, rootDataOf, rootMessage } from '../shell/page-meta.ts';
import { useRootData } from '../shell/root-data.ts';
import {
  type RequestActionData,
  type RequestPageData,
  requestFormAction,
  requestFormLoader,
} from './customer-service.server.ts';

export const loader = (args: LoaderFunctionArgs) => requestFormLoader(args);
export const action = (args: ActionFunctionArgs) => requestFormAction(args);

export const meta: MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return pageMeta({
    root,
    path: location.pathname,
    search: '',
    title: rootMessage(root, 'customer-service.title'),
    description: null,
    robots: 'noindex, follow',
    alternates: false,
  });
};

export default function CustomerServicePage() {
  const t = useT();
  const page = useLoaderData<RequestPageData>();
  const posted = useActionData<RequestActionData>();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <section className="container request-page" aria-labelledby="request-page-title">
      <h1 id="request-page-title" className="page-title">
        {t('customer-service.title')}
      </h1>
      <RequestForm
        key={posted ? 'posted' : 'fresh'}
        prefix={prefix}
        prefill={posted ? null : page.prefill}
        initialAnswer={posted?.answer ?? null}
        initialValues={posted?.values}
      />
    </section>
  );
}
