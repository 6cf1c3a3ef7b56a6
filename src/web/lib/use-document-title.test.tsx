import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import type { DescriptionSource } from '@shared/meta-description';
import { useDocumentTitle } from './use-document-title';

function Page({ title, description }: { title?: string; description?: string | DescriptionSource }) {
  useDocumentTitle(title, description);
  return null;
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useDocumentTitle', () => {
  it('keeps the title and the meta description the current page’s as the shopper navigates', async () => {
    document.head.innerHTML = '<meta name="description" content="Written by the server.">';
    const { rerender } = render(
      <Page
        title="Oak Lamp"
        description={{ of: 'product', name: 'Oak Lamp', prodDescMd: '<p>A lamp of <b>oak</b> &amp; brass.</p>' }}
      />,
    );
    expect(document.title).toBe('Oak Lamp · Northwind Market');
    await waitFor(() => expect(description()).toBe('A lamp of oak & brass.'));
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    rerender(
      <Page
        title="Ceramics"
        description={{ of: 'category', displayName: 'Ceramics', description: 'Glazed by hand.' }}
      />,
    );
    expect(document.title).toBe('Ceramics · Northwind Market');
    await waitFor(() => expect(description()).toBe('Glazed by hand.'));

    // While a page's data loads, the last description stays rather than going blank.
    rerender(<Page />);
    expect(document.title).toBe('Northwind Market');
    expect(description()).toBe('Glazed by hand.');

    rerender(<Page title="Page not found" description="The page you are looking for may have moved." />);
    expect(description()).toBe('The page you are looking for may have moved.');
  });

  it("names the shop as the server's head does, and adds the description where the page had none", async () => {
    document.head.innerHTML = '<meta property="og:site_name" content="Corner Shop">';
    render(<Page title="Search: lamp" description={{ of: 'search', keyword: 'lamp' }} />);
    expect(document.title).toBe('Search: lamp · Corner Shop');
    await waitFor(() => expect(description()).toBe('Products matching “lamp”, with their prices and reviews.'));
  });
});
