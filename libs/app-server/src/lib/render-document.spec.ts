import * as React from 'react';
import * as ReactDOMServer from 'react-dom/server';
import { renderAtOnce } from './render-document';
import { withStylesInHead } from './styles-in-head';

const bytes = (text: string) => Buffer.from(text);

describe('withStylesInHead', () => {
  it('puts the style tags before the first </head>, byte for byte', () => {
    const html = bytes('<html><head><title>é ✓</title></head><body><p>"</head>" in text</p></body></html>');
    expect(withStylesInHead(html, '<style nonce="n">a{b:c}</style>').toString('utf8')).toBe(
      '<html><head><title>é ✓</title><style nonce="n">a{b:c}</style></head><body><p>"</head>" in text</p></body></html>',
    );
  });

  it('takes the styles literally (no $& or $1 patterns as String.replace would)', () => {
    expect(withStylesInHead(bytes('<head></head>'), '<style>a::after{content:"$&$\'"}</style>').toString()).toBe(
      '<head><style>a::after{content:"$&$\'"}</style></head>',
    );
  });

  it('leaves a document without styles or without </head> as it is', () => {
    const html = bytes('<p>no head</p>');
    expect(withStylesInHead(html, '<style></style>')).toBe(html);
    const page = bytes('<head></head>');
    expect(withStylesInHead(page, '')).toBe(page);
  });
});

describe('renderAtOnce', () => {
  const { createElement, lazy, Suspense } = React;

  it('renders a document that does not suspend in one pass, with its doctype', () => {
    expect(renderAtOnce(createElement('html', null, createElement('body', null, 'hi é')))?.toString('utf8')).toBe(
      '<!DOCTYPE html><html><body>hi é</body></html>',
    );
  });

  it('gives up on a tree that suspends or throws, so the streaming render does it', () => {
    const never = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    expect(
      renderAtOnce(createElement('html', null, createElement(Suspense, { fallback: 'loading' }, createElement(never)))),
    ).toBeNull();
    const Broken = () => {
      throw new Error('bug');
    };
    expect(renderAtOnce(createElement('html', null, createElement(Broken)))).toBeNull();
  });

  it('gives the bytes of renderToString, with characters outside Latin-1', () => {
    const rows = Array.from({ length: 2000 }, (_, index) =>
      createElement('li', { key: index, className: 'row' }, `Row ${index} — “quoted”`),
    );
    const page = createElement('html', null, createElement('body', null, createElement('ul', null, rows)));
    expect(renderAtOnce(page)?.equals(Buffer.from('<!DOCTYPE html>' + ReactDOMServer.renderToString(page)))).toBe(true);
  });
});
