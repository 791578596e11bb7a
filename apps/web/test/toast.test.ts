import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as ToastModule from "../app/lib/toast.ts";

// The queue is module state: each test gets a fresh copy of the module.
let toast: typeof ToastModule;

beforeEach(async () => {
  vi.resetModules();
  toast = await import("../app/lib/toast.ts");
});

describe("toast queue", () => {
  it("queues messages raised before a toaster attaches and delivers them in order on attach", () => {
    toast.notify.error("first");
    toast.notify.success("second", 5000);
    toast.notify.info("third");
    const received = vi.fn();
    toast.attachToastListener(received);
    expect(received.mock.calls.map(([m]) => m)).toEqual([
      { kind: "error", message: "first", duration: 3000 },
      { kind: "success", message: "second", duration: 5000 },
      { kind: "info", message: "third", duration: 3000 },
    ]);
  });

  it("delivers queued messages only once", () => {
    toast.notify.error("once");
    const first = vi.fn();
    const detach = toast.attachToastListener(first);
    detach();
    const second = vi.fn();
    toast.attachToastListener(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it("delivers immediately after attach", () => {
    const received = vi.fn();
    toast.attachToastListener(received);
    expect(received).not.toHaveBeenCalled();
    toast.notify.success("saved");
    expect(received).toHaveBeenCalledTimes(1);
    expect(received).toHaveBeenCalledWith({ kind: "success", message: "saved", duration: 3000 });
  });

  it("default duration is 3000 ms for every kind", () => {
    const received = vi.fn();
    toast.attachToastListener(received);
    toast.notify.success("a");
    toast.notify.error("b");
    toast.notify.info("c");
    expect(received.mock.calls.map(([m]) => (m as { duration: number }).duration)).toEqual([3000, 3000, 3000]);
  });

  it("queues again after the toaster detaches", () => {
    const first = vi.fn();
    const detach = toast.attachToastListener(first);
    detach();
    toast.notify.info("while detached");
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    toast.attachToastListener(second);
    expect(second).toHaveBeenCalledWith({ kind: "info", message: "while detached", duration: 3000 });
  });

  it("a stale detach does not remove a newer toaster", () => {
    const detachOld = toast.attachToastListener(vi.fn());
    const current = vi.fn();
    toast.attachToastListener(current);
    detachOld();
    toast.notify.info("still delivered");
    expect(current).toHaveBeenCalledTimes(1);
  });
});

describe("subscribeToastDemand", () => {
  it("fires when the first message is queued", () => {
    const onDemand = vi.fn();
    toast.subscribeToastDemand(onDemand);
    expect(onDemand).not.toHaveBeenCalled();
    toast.notify.error("boom");
    expect(onDemand).toHaveBeenCalled();
  });

  it("fires at once when messages already wait", () => {
    toast.notify.error("early");
    const onDemand = vi.fn();
    toast.subscribeToastDemand(onDemand);
    expect(onDemand).toHaveBeenCalledTimes(1);
  });

  it("does not fire for messages delivered straight to an attached toaster", () => {
    toast.attachToastListener(vi.fn());
    const onDemand = vi.fn();
    toast.subscribeToastDemand(onDemand);
    toast.notify.info("direct");
    expect(onDemand).not.toHaveBeenCalled();
  });

  it("stops firing after unsubscribe", () => {
    const onDemand = vi.fn();
    const unsubscribe = toast.subscribeToastDemand(onDemand);
    unsubscribe();
    toast.notify.error("x");
    expect(onDemand).not.toHaveBeenCalled();
  });
});
