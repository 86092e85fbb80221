import type { ComponentType } from 'react';

/**
 * The tools features put on the header's right side (the download badge, the message bell). The layout
 * knows no feature: each feature registers its tool here from its `register.ts`, which the app shell
 * imports (app/screens.ts) before the layout draws, and the navbar draws them in `order` after the route
 * search.
 */
export interface HeaderTool {
  key: string;
  /** Smaller first. */
  order: number;
  Tool: ComponentType;
}

const tools = new Map<string, HeaderTool>();

export function registerHeaderTool(tool: HeaderTool): void {
  tools.set(tool.key, tool);
}

/** The registered tools, in their order. */
export function headerTools(): HeaderTool[] {
  return [...tools.values()].sort((a, b) => a.order - b.order);
}
