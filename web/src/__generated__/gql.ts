/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Home {\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n        imageCount\n      }\n      company {\n        code\n        flags {\n          shareAction\n          gptImages\n          talononeCoupons\n          editSegment\n        }\n        adsAccounts {\n          technicalName\n          businessName\n          platforms\n        }\n      }\n    }\n    variableTypes {\n      id\n      name\n    }\n    reports {\n      id\n      title\n      type\n      description\n    }\n    myTables {\n      relativeResourceName\n      datasetId\n      objectId\n      isView\n      numRows\n      permissionExpirationDate\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query ShellViewer {\n    viewer {\n      email\n      name\n      roles\n      isRetailAnalyst\n      seesCompanyColumn\n      company {\n        code\n        name\n        alias\n        domain\n      }\n    }\n  }\n": typeof types.ShellViewerDocument,
};
const documents: Documents = {
    "\n  query Home {\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n        imageCount\n      }\n      company {\n        code\n        flags {\n          shareAction\n          gptImages\n          talononeCoupons\n          editSegment\n        }\n        adsAccounts {\n          technicalName\n          businessName\n          platforms\n        }\n      }\n    }\n    variableTypes {\n      id\n      name\n    }\n    reports {\n      id\n      title\n      type\n      description\n    }\n    myTables {\n      relativeResourceName\n      datasetId\n      objectId\n      isView\n      numRows\n      permissionExpirationDate\n    }\n  }\n": types.HomeDocument,
    "\n  query ShellViewer {\n    viewer {\n      email\n      name\n      roles\n      isRetailAnalyst\n      seesCompanyColumn\n      company {\n        code\n        name\n        alias\n        domain\n      }\n    }\n  }\n": types.ShellViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n        imageCount\n      }\n      company {\n        code\n        flags {\n          shareAction\n          gptImages\n          talononeCoupons\n          editSegment\n        }\n        adsAccounts {\n          technicalName\n          businessName\n          platforms\n        }\n      }\n    }\n    variableTypes {\n      id\n      name\n    }\n    reports {\n      id\n      title\n      type\n      description\n    }\n    myTables {\n      relativeResourceName\n      datasetId\n      objectId\n      isView\n      numRows\n      permissionExpirationDate\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n        imageCount\n      }\n      company {\n        code\n        flags {\n          shareAction\n          gptImages\n          talononeCoupons\n          editSegment\n        }\n        adsAccounts {\n          technicalName\n          businessName\n          platforms\n        }\n      }\n    }\n    variableTypes {\n      id\n      name\n    }\n    reports {\n      id\n      title\n      type\n      description\n    }\n    myTables {\n      relativeResourceName\n      datasetId\n      objectId\n      isView\n      numRows\n      permissionExpirationDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellViewer {\n    viewer {\n      email\n      name\n      roles\n      isRetailAnalyst\n      seesCompanyColumn\n      company {\n        code\n        name\n        alias\n        domain\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellViewer {\n    viewer {\n      email\n      name\n      roles\n      isRetailAnalyst\n      seesCompanyColumn\n      company {\n        code\n        name\n        alias\n        domain\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;