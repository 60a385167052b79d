import { describe, expect, test } from 'vitest';
import { importedNames, readBarrel } from './firstLoadChunks';

describe('readBarrel: a package index that only re-exports', () => {
  test('named, aliased, default-as and listed re-exports map each name to its source', () => {
    const barrel = readBarrel(`
      /* a licence comment */
      import './global';
      export { default as Button } from './button';
      export { Dialog, show as showDialog } from "./dialog";
      import Toast from './toast';
      import { a as inner } from './a';
      export { Toast, inner as outer };
      export * from './rest';
      export * as icons from './icons';
    `);
    expect(barrel).not.toBeNull();
    expect(Object.fromEntries(barrel?.exports ?? [])).toEqual({
      Button: { spec: './button', name: 'default' },
      Dialog: { spec: './dialog', name: 'Dialog' },
      showDialog: { spec: './dialog', name: 'show' },
      Toast: { spec: './toast', name: 'default' },
      outer: { spec: './a', name: 'a' },
      icons: { spec: './icons', name: '*' },
    });
    expect(barrel?.stars).toEqual(['./rest']);
    expect(barrel?.bare).toEqual(['./global']);
  });

  test('a module with code of its own is not an index', () => {
    expect(readBarrel(`export { a } from './a';\nexport const b = 1;`)).toBeNull();
    expect(readBarrel(`import x from './x';\nconsole.log(x);`)).toBeNull();
  });
});

describe('importedNames: what a module takes from a specifier', () => {
  const code = `
    import React, { useState as state } from 'react';
    import { Button, Toast } from 'antd-mobile';
    import * as all from 'lodash';
    export { Popup } from 'antd-mobile';
    import 'side-effect';
  `;
  test('named, aliased and default imports give the names there', () => {
    expect(importedNames(code, (s) => s === 'react')).toEqual(new Set(['default', 'useState']));
    expect(importedNames(code, (s) => s === 'antd-mobile')).toEqual(new Set(['Button', 'Toast', 'Popup']));
  });

  test('a namespace import, or no statement with names, takes all', () => {
    expect(importedNames(code, (s) => s === 'lodash')).toBe('all');
    expect(importedNames(code, (s) => s === 'side-effect')).toBe('all');
    expect(importedNames(`export * from 'x';`, (s) => s === 'x')).toBe('all');
  });
});
