import { withStylesInHead } from './render-document';

const bytes = (text: string) => Buffer.from(text);

describe('withStylesInHead', () => {
  it('puts the style tags before the first </head>, byte for byte', () => {
    const html = bytes('<html><head><title>é ✓</title></head><body><p>"</head>" in text</p></body></html>');
    expect(withStylesInHead(html, '<style nonce="n">a{b:c}</style>').toString('utf8')).toBe(
      '<html><head><title>é ✓</title><style nonce="n">a{b:c}</style></head><body><p>"</head>" in text</p></body></html>',
    );
  });

  it('takes the styles literally (no $& or $1 patterns as String.replace would)', () => {
    expect(withStylesInHead(bytes('<head></head>'), "<style>a::after{content:\"$&$'\"}</style>").toString()).toBe(
      "<head><style>a::after{content:\"$&$'\"}</style></head>",
    );
  });

  it('leaves a document without styles or without </head> as it is', () => {
    const html = bytes('<p>no head</p>');
    expect(withStylesInHead(html, '<style></style>')).toBe(html);
    const page = bytes('<head></head>');
    expect(withStylesInHead(page, '')).toBe(page);
  });
});
