import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { transportOrder } from '@app/shared';
import { RefFieldSelect } from './RefSelect.tsx';
import { CrudServicesProvider, type CrudServices } from './services.tsx';

const services: CrudServices = {
  permissionCodes: new Set(),
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
};

function urlsOf(picking: boolean): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ content: [], totalElements: 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CrudServicesProvider value={services}>
        <RefFieldSelect field={transportOrder.fields.task_order_id!} picking={picking} />
      </CrudServicesProvider>
    </QueryClientProvider>,
  );
  return waitFor(() => {
    expect(urls.length).toBeGreaterThan(0);
    return urls;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a reference field’s select', () => {
  it('offers in a form only the records the server accepts there (the definition’s pick rule)', async () => {
    const [url] = await urlsOf(true);
    expect(new URL(url!, 'http://x').searchParams.get('status')).toBe('new,in_progress');
  });

  it('offers every record in a search form', async () => {
    const [url] = await urlsOf(false);
    expect(new URL(url!, 'http://x').searchParams.get('status')).toBeNull();
  });
});
