/// <reference types="mdx" />
