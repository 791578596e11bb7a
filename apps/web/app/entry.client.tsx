import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkErrorReload, installRouterReloadGuard } from "./lib/reload-guard.ts";
import { notify } from "./lib/toast.ts";

installChunkErrorReload();
installRouterReloadGuard(() => notify.error("页面文件加载失败，请检查网络后稍后重试"));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
