import { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';

/** A failed console action: its title, and the server's reason or `fallback`. */
export function notifyFailure(title: string, error: Error, fallback: string) {
  notify('error', {
    title,
    message: error instanceof ApiError ? (error.serverMessage ?? error.message) : fallback,
  });
}
