import { createContext } from "react-router";
import type { AppServices, RequestInfo } from "@yujian/shared";

/** Set by the server for every render (apps/server/src/plugins/web.ts); read by loaders. */
export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
