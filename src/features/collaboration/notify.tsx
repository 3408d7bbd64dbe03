import { describeApiError } from '../../api/errors';
import { notify } from '../../ui/notify';

/** An error toast whose message is what the server said (or the catalogue's wording for `path`). */
export function notifyFailure(title: string, error: unknown, path: string) {
  notify('error', { title, message: describeApiError(error, path).message });
}
