import { describe, expect, it } from "vitest";
import { FixedWindowRateLimiter } from "../src/lib/rate-limiter.ts";

describe("fixed-window rate limiter", () => {
  it("allows the limit per window and refuses the rest, with the time to the next window", () => {
    const limiter = new FixedWindowRateLimiter(2, 60_000);
    expect(limiter.hit("1.2.3.4", 120_000).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", 130_000).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", 150_000)).toEqual({ allowed: false, retryAfterMs: 30_000 });
  });

  it("counts clients separately and starts over in the next window", () => {
    const limiter = new FixedWindowRateLimiter(1, 1000);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("b", 10).allowed).toBe(true);
    expect(limiter.hit("a", 20).allowed).toBe(false);
    expect(limiter.hit("a", 1000).allowed).toBe(true);
  });
});
