// The shape of the help seed, apart from cms-help.ts so the article files and it do not import each other.

/** [class name, articles as [title, HTML]] — the footer shows the first four classes and four items each. */
export type HelpSection = [string, [string, string][]];
