/** POST /my-account/my-data/download: the confirmed export as a JSON file (decision 146). */
import type { Route } from './+types/my-data-download.ts';
import { myDataDownloadAction } from './my-data.server.ts';

export const action = (args: Route.ActionArgs) => myDataDownloadAction(args);
