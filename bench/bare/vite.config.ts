import { reactRouter } from '@react-router/dev/vite';

// Built by bench/pages.ts with the storefront's own Vite (linked into bench/bare/node_modules).
export default { plugins: [reactRouter()], logLevel: 'warn' as const };
