import { describe, expect, it } from "vitest";
import { isMobileWidth } from "../app/lib/mobile.tsx";

describe("isMobileWidth (spec §4: under 768 px)", () => {
  it("767 px is mobile", () => {
    expect(isMobileWidth(767)).toBe(true);
  });

  it("768 px is not mobile", () => {
    expect(isMobileWidth(768)).toBe(false);
  });

  it("small widths are mobile, wide ones are not", () => {
    expect(isMobileWidth(0)).toBe(true);
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(767.5)).toBe(true);
    expect(isMobileWidth(1024)).toBe(false);
    expect(isMobileWidth(1920)).toBe(false);
  });
});
