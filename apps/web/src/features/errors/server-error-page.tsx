import { ServerError } from "./server-error";

/** /error: the 500 page as a route. */
export function ServerErrorPage() {
  return <ServerError />;
}
