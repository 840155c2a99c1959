#!/usr/bin/env node
// The public surface report (STYLE: "the contract is checked in"): what shared-kit exports, by entry point,
// and what every remote exposes through Module Federation, with the props of each exposed widget. Written with
// the TypeScript compiler API to shared-kit/public-surface.md; a jest test in shared-kit fails when the
// checked-in report differs from a fresh one, so every change to these surfaces shows in review.
//
// The singleton entry's section carries shared-kit's version: the shell provides that entry to every remote, and a
// remote built on it asks for `^version` (deploy/bin/release.mjs refuses it while the live shell provides less). So
// the report is not rewritten when that section changed and the version did not move as semver says (a minor for an
// addition, a major for a removal or a changed signature): bump shared-kit/package.json and the packages'
// dependency on it first.
//
//   npm run surface            (from the repository root) rewrites the report
//   node shared-kit/scripts/public-surface.cjs --check   exits 1 when the report is stale
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const REPO_ROOT = path.resolve(__dirname, '../..');
const KIT = path.join(REPO_ROOT, 'shared-kit');
const REPORT = path.join(KIT, 'public-surface.md');
const APPS = ['shell', 'mfe-tournaments', 'mfe-pass', 'mfe-account', 'mfe-community'];
const KIT_ENTRIES = [
  { specifier: '@arena/shared-kit', file: path.join(KIT, 'src/index.ts') },
  { specifier: '@arena/shared-kit/staff-desk', file: path.join(KIT, 'src/staff-desk/index.ts') },
  { specifier: '@arena/shared-kit/testing', file: path.join(KIT, 'testing/index.tsx') },
];
const STALE_MESSAGE = 'public surface changed: run npm run surface and commit the report';
const SINGLETON = '@arena/shared-kit';
const KIT_VERSION = require('../package.json').version;

/** `exposes` of an app's webpack.config.cjs, read from its syntax tree (nothing is executed). */
function exposesOf(app) {
  const configPath = path.join(REPO_ROOT, app, 'webpack.config.cjs');
  const source = ts.createSourceFile(configPath, fs.readFileSync(configPath, 'utf8'), ts.ScriptTarget.ES2022);
  const exposes = [];
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'exposes' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer))
          exposes.push({
            name: property.name.getText(source).replace(/^['"]|['"]$/g, ''),
            file: path.join(REPO_ROOT, app, property.initializer.text),
          });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return exposes;
}

function createProgram(files) {
  const config = ts.readConfigFile(path.join(KIT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, KIT);
  return ts.createProgram({
    rootNames: [...files, path.join(KIT, 'src/globals.d.ts')],
    options: { ...options, noEmit: true },
  });
}

const isPascalCase = (name) => /^[A-Z][a-z]/.test(name);

/** function, component, class, const, type, interface or enum, from the declaration. */
function kindOf(name, declaration) {
  if (ts.isInterfaceDeclaration(declaration)) return 'interface';
  if (ts.isTypeAliasDeclaration(declaration)) return 'type';
  if (ts.isEnumDeclaration(declaration)) return 'enum';
  if (ts.isClassDeclaration(declaration)) {
    const heritage = declaration.heritageClauses?.map((clause) => clause.getText()).join(' ') ?? '';
    return /\bComponent\b/.test(heritage) ? 'component (class)' : 'class';
  }
  if (ts.isFunctionDeclaration(declaration)) return isPascalCase(name) ? 'component' : 'function';
  if (ts.isVariableDeclaration(declaration)) {
    const init = declaration.initializer;
    if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
      return isPascalCase(name) ? 'component' : 'function';
    if (init && ts.isTaggedTemplateExpression(init)) {
      const tag = init.tag.getText();
      if (/^(css|keyframes)\b/.test(tag)) return 'const (css)';
      if (/^(styled|createGlobalStyle)\b/.test(tag) || /^styled\(/.test(tag) || /\.attrs\(/.test(tag))
        return 'component (styled)';
    }
    return 'const';
  }
  return ts.SyntaxKind[declaration.kind];
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

const printer = ts.createPrinter({ removeComments: true });

/** A call signature as a function type; destructured parameters are named `props` (or `args`). */
function signatureText(checker, signature, declaration) {
  const node = checker.signatureToSignatureDeclaration(
    signature,
    ts.SyntaxKind.FunctionType,
    declaration,
    ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope,
  );
  const parameters = node.parameters.map((parameter) =>
    ts.isIdentifier(parameter.name)
      ? parameter
      : ts.factory.updateParameterDeclaration(
          parameter,
          parameter.modifiers,
          parameter.dotDotDotToken,
          ts.factory.createIdentifier(ts.isObjectBindingPattern(parameter.name) ? 'props' : 'args'),
          parameter.questionToken,
          parameter.type,
          parameter.initializer,
        ),
  );
  const normalized = ts.factory.updateFunctionTypeNode(
    node,
    node.typeParameters,
    ts.factory.createNodeArray(parameters),
    node.type,
  );
  return printer
    .printNode(ts.EmitHint.Unspecified, normalized, declaration.getSourceFile())
    .replace(/\s+/g, ' ');
}

function signaturesOf(checker, symbol, declaration) {
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return checker
    .getSignaturesOfType(type, ts.SignatureKind.Call)
    .map((signature) => signatureText(checker, signature, declaration));
}

function hasDocComment(declaration) {
  const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  return ts.getJSDocCommentsAndTags(node).length > 0;
}

/** The exports of one module, sorted by name: `{ name, kind, signatures, documented }`. */
function exportsOf(program, file) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`not in the program: ${file}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      const name = exported.getName();
      if (!declaration) return { name, kind: 'unknown', signatures: [], documented: false };
      let kind = kindOf(name, declaration);
      if (kind === 'const' || kind === 'BindingElement') {
        const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
        const callable = type.getCallSignatures().length > 0;
        kind = callable ? (isPascalCase(name) ? 'component' : 'function') : 'const';
      }
      const runtime = !['interface', 'type'].includes(kind);
      const callable = /^(function|component)$/.test(kind);
      return {
        name,
        kind,
        runtime,
        signatures: callable ? signaturesOf(checker, symbol, declaration) : [],
        documented: hasDocComment(declaration),
        declaration,
        symbol,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The props of a widget: the first parameter of its default export, one line per prop. */
function widgetProps(program, file) {
  const checker = program.getTypeChecker();
  const component = exportsOf(program, file).find((entry) => entry.name === 'default');
  if (!component?.symbol) return ['(no default export)'];
  const type = checker.getTypeOfSymbolAtLocation(component.symbol, component.declaration);
  const [signature] = checker.getSignaturesOfType(type, ts.SignatureKind.Call);
  const [props] = signature?.getParameters() ?? [];
  if (!props) return ['(no props)'];
  const propsType = checker.getTypeOfSymbolAtLocation(props, component.declaration);
  const lines = checker.getPropertiesOfType(propsType).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getTypeOfSymbolAtLocation(property, component.declaration);
    const text = checker.typeToString(checker.getNonNullableType(propertyType), undefined, FORMAT);
    return `\`${property.getName()}${optional}: ${text}\``;
  });
  return lines.length ? lines.sort() : ['(no props)'];
}

const relative = (file) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

/** The report's text, and the runtime exports of shared-kit that have no doc comment. */
function generateSurface() {
  const apps = APPS.map((app) => ({ app, exposes: exposesOf(app) }));
  const program = createProgram([
    ...KIT_ENTRIES.map((entry) => entry.file),
    ...apps.flatMap(({ exposes }) => exposes.map((expose) => expose.file)),
  ]);
  const undocumented = [];
  const lines = [
    '# Public surface',
    '',
    'Generated by `npm run surface` (shared-kit/scripts/public-surface.cjs) from the TypeScript sources: do not',
    'edit by hand. A jest test in shared-kit fails when this file is stale, so a change to what shared-kit',
    'exports or to what a remote exposes shows in review.',
    '',
  ];
  for (const entry of KIT_ENTRIES) {
    lines.push(`## \`${entry.specifier}\` (${relative(entry.file)})`, '');
    if (entry.specifier === SINGLETON)
      lines.push(
        `Version ${KIT_VERSION}: the shell provides this entry to every remote as a singleton; a change here moves the`,
        'version (shared-kit/package.json), a minor one for an addition, a major one for a removal or a changed signature.',
        '',
      );
    for (const exported of exportsOf(program, entry.file)) {
      if (exported.runtime && !exported.documented) undocumented.push(`${entry.specifier}: ${exported.name}`);
      const signatures = exported.signatures.map((signature) => ` \`${signature}\``).join(';');
      lines.push(`- ${exported.kind} \`${exported.name}\`${signatures}`);
    }
    lines.push('');
  }
  for (const { app, exposes } of apps) {
    lines.push(`## ${app}: Module Federation exposes`, '');
    if (exposes.length === 0) lines.push('(none: the host)');
    for (const expose of exposes) {
      lines.push(`- \`${expose.name}\` → ${relative(expose.file)}`);
      if (expose.file.includes(`${path.sep}widgets${path.sep}`)) {
        for (const prop of widgetProps(program, expose.file)) lines.push(`  - prop ${prop}`);
      } else {
        for (const exported of exportsOf(program, expose.file))
          lines.push(`  - ${exported.kind} \`${exported.name}\``);
      }
    }
    lines.push('');
  }
  // Paths inside printed types (`import("/abs/...")`) are made relative to the repository.
  const text = `${lines.join('\n').trimEnd()}\n`.split(`${REPO_ROOT}/`).join('');
  return { text, undocumented };
}

/** The singleton entry's version and export lines in a report's text (null when the report has no such section). */
function singletonSection(text) {
  const start = text.indexOf(`## \`${SINGLETON}\` (`);
  if (start < 0) return null;
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  const version = /^Version (\S+?):/m.exec(section)?.[1] ?? null;
  const exports = section.split('\n').filter((line) => line.startsWith('- '));
  return { version, exports };
}

const semverParts = (version) => (version ?? '0.0.0').split(/[.-]/).slice(0, 3).map(Number);

/**
 * Why `next` may not replace `previous` (null when it may): the singleton's exports changed and the version did
 * not move as semver says — an addition needs at least a minor version, a removal or a changed line a major one.
 */
function versionProblem(previous, next) {
  const before = singletonSection(previous);
  const after = singletonSection(next);
  if (!before || !after) return null;
  const removed = before.exports.filter((line) => !after.exports.includes(line));
  const added = after.exports.filter((line) => !before.exports.includes(line));
  if (removed.length === 0 && added.length === 0) return null;
  const [oldMajor, oldMinor] = semverParts(before.version);
  const [newMajor, newMinor] = semverParts(after.version);
  const bump = `shared-kit/package.json's version (and the shell's and remotes' dependency on it)`;
  const listed = (label, lines) => (lines.length ? `\n  ${label}:\n    ${lines.join('\n    ')}` : '');
  const changes = `${listed('added', added)}${listed('removed or changed', removed)}`;
  if (removed.length > 0 && newMajor <= oldMajor)
    return `${SINGLETON}'s exports lost or changed a line at version ${after.version} (was ${before.version}): a major version is needed; raise ${bump}${changes}`;
  if (newMajor < oldMajor || (newMajor === oldMajor && newMinor <= oldMinor))
    return `${SINGLETON}'s exports grew at version ${after.version} (was ${before.version}): a minor version is needed; raise ${bump}${changes}`;
  return null;
}

module.exports = { generateSurface, versionProblem, REPORT, STALE_MESSAGE };

if (require.main === module) {
  const { text, undocumented } = generateSurface();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '';
    if (current !== text) {
      console.error(STALE_MESSAGE);
      process.exit(1);
    }
  } else {
    const problem = versionProblem(fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '', text);
    if (problem) {
      console.error(`${problem}\nThe report was not rewritten.`);
      process.exit(1);
    }
    fs.writeFileSync(REPORT, text);
    console.log(`wrote ${relative(REPORT)}`);
  }
  if (undocumented.length)
    console.warn(`runtime exports without a doc comment:\n  ${undocumented.join('\n  ')}`);
}
