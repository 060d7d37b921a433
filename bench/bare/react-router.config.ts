import type { Config } from '@react-router/dev/config';

// The bench's reference page (decision 118): server rendering, nothing else.
export default { appDirectory: 'app', buildDirectory: 'build', ssr: true } satisfies Config;
