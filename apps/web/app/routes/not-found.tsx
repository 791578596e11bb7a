import { data } from "react-router";

/** Any path no route claims: a real 404 from the server render (spec §2), shown by the root boundary. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
