/**
 * Newsletter sign-up from the footer. Validates the address; storing the subscription belongs to the
 * newsletter module, which does not exist yet — so this answers honestly with a 503 for valid input.
 */
import { type ActionFunctionArgs, data } from 'react-router';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  if (!EMAIL.test(email))
    return data({ ok: false, error: 'A valid e-mail address is required' }, { status: 400 });
  return data({ ok: false, error: 'Newsletter sign-up is not available yet' }, { status: 503 });
}

export async function loader() {
  throw data(null, { status: 404 });
}
