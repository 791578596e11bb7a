import { isProtectedPath, USER_COOKIE_MAX_AGE_DAYS } from "@yujian/shared";
import { deleteCookie, readCookie, writeCookie } from "./cookies.ts";

/**
 * The browser side of the session (spec §4): a token and the user info, both in cookies kept
 * 365 days on path "/" so the server render knows the user, plus the last queried domain.
 */
export const TOKEN_COOKIE = "token";
export const USER_INFO_COOKIE = "userInfo";
export const DOMAIN_STORAGE_KEY = "domain";

type Listener = () => void;
const listeners = new Set<Listener>();
let authExpired = false;

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

export function setSession(token: string, userInfo: unknown): void {
  writeCookie(TOKEN_COOKIE, token, USER_COOKIE_MAX_AGE_DAYS);
  writeCookie(USER_INFO_COOKIE, JSON.stringify(userInfo), USER_COOKIE_MAX_AGE_DAYS);
  emit();
}

export function getUserInfo<T = unknown>(): T | undefined {
  const raw = readCookie(USER_INFO_COOKIE);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function getRememberedDomain(): string {
  try {
    return localStorage.getItem(DOMAIN_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberDomain(domain: string): void {
  try {
    localStorage.setItem(DOMAIN_STORAGE_KEY, domain);
  } catch {
    // Private mode or storage disabled: remembering is a convenience only.
  }
}

/** Clears token, user info and the remembered domain. */
export function clearSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(USER_INFO_COOKIE);
  try {
    localStorage.removeItem(DOMAIN_STORAGE_KEY);
  } catch {
    // see rememberDomain
  }
  emit();
}

/**
 * Reaction to 401 / 1014 (spec §4): set the auth flag, clear the session, and leave a
 * protected page for "/". `navigate` is injected so this stays testable outside a router.
 */
export function handleSessionLost(navigate: (to: string) => void, pathname: string): void {
  authExpired = true;
  clearSession();
  if (isProtectedPath(pathname)) navigate("/");
}

export function isAuthExpired(): boolean {
  return authExpired;
}

/** Spec §4: the auth flag is cleared on every route change. */
export function clearAuthFlag(): void {
  authExpired = false;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit() {
  for (const listener of listeners) listener();
}
