export const DOCUSAURUS_CLI: string;
