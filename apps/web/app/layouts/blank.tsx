import { Outlet } from "react-router";

/** Blank layout (spec §2): no site chrome; the page draws everything itself (home, login). */
export default function BlankLayout() {
  return <Outlet />;
}
