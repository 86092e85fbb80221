import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/index.ts';
import { parseMarkdown } from '../model/markdown.ts';
import { MarkdownBlocks } from './MarkdownBlocks.tsx';

function draw(source: string, onAnchor = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <MarkdownBlocks
            blocks={parseMarkdown(source)}
            anchorHref={(id) => `/index/guide/index#${id}`}
            onAnchor={onAnchor}
          />
        ),
      },
    ],
    { initialEntries: ['/guide/index'] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { router, container, onAnchor };
}

beforeAll(async () => {
  await act(() => setLanguage('zh'));
});

describe('a guide drawn', () => {
  it('gives each heading its anchor and a link to it', () => {
    const { container, onAnchor } = draw('# Title {#top}\n\n## Send {#send}\n\ntext');
    expect(container.querySelector('h3#send')?.textContent).toBe('Send#');
    fireEvent.click(screen.getByRole('link', { name: '本节链接：Send' }));
    expect(onAnchor).toHaveBeenCalledWith('send');
    expect(screen.getByRole('link', { name: '本节链接：Send' }).getAttribute('href')).toBe(
      '/index/guide/index#send',
    );
  });

  it('opens a page of the app inside it, a topic by scrolling and another site in a new tab', async () => {
    const { router, onAnchor } = draw(
      'See [the list](/declaration/index), [below](#send) or [docs](https://example.com/x).',
    );
    const external = screen.getByRole('link', { name: 'docs' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('link', { name: 'below' }));
    expect(onAnchor).toHaveBeenCalledWith('send');
    fireEvent.click(screen.getByRole('link', { name: 'the list' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/declaration/index'));
  });

  it('draws lists, tips and screenshots, and markup in the text as text', () => {
    const { container } = draw(
      '- one\n- two\n\n> careful\n\n![The list](declaration-list.png)\n\n<b onclick=x>bold</b>',
    );
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('aside.help-tip')?.textContent).toBe('careful');
    expect(screen.getByRole('img', { name: 'The list' }).getAttribute('src')).toBe(
      '/index/help/declaration-list.png',
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b onclick=x>bold</b>');
  });
});
