import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

function Page({ title, description }: { title?: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useDocumentTitle', () => {
  it('keeps the title and the meta description the current page’s as the shopper navigates', () => {
    document.head.innerHTML = '<meta name="description" content="Written by the server.">';
    const { rerender } = render(<Page title="Oak Lamp" description="A lamp of oak." />);
    expect(document.title).toBe('Oak Lamp · Northwind Market');
    expect(description()).toBe('A lamp of oak.');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    rerender(<Page title="Ceramics" description="Glazed by hand." />);
    expect(document.title).toBe('Ceramics · Northwind Market');
    expect(description()).toBe('Glazed by hand.');

    // While a page's data loads, the last description stays rather than going blank.
    rerender(<Page />);
    expect(document.title).toBe('Northwind Market');
    expect(description()).toBe('Glazed by hand.');
  });

  it("names the shop as the server's head does, and adds the description where the page had none", () => {
    document.head.innerHTML =
      '<script type="application/json" id="shop-brand">{"name":"Corner Shop","tagline":"","logoPath":null}</script>';
    render(<Page title="Search: lamp" description="Products matching “lamp”." />);
    expect(document.title).toBe('Search: lamp · Corner Shop');
    expect(description()).toBe('Products matching “lamp”.');
  });
});
