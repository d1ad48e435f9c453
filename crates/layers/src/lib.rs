//! The UI's (`src/`) import graph and its two rules: no import goes up a
//! layer, and no files import each other in a circle
//! (DEVELOPERS.md, "The UI's layers"). The UI crate is built for
//! the browser only, so its shape is checked here, on the host, by reading
//! its sources with `syn`: every `use` tree, every path naming `crate`,
//! `super`, `self` or a child module, and the same inside macros (`view!`
//! bodies are tokens, not syntax). A module's declaration (`mod x;`) is not
//! an import; a re-export (`pub use x::Y`) is.

use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use syn::visit::Visit;

/// The layers, lowest first, and the top-level modules of `src/` in each.
/// A module may import from its own layer and the ones before it. The
/// crate root (`main.rs`) is above them all.
pub const LAYERS: &[(&str, &[&str])] = &[
    // the page and the browser: no app state, no words
    ("platform", &["platform", "schedule", "styles"]),
    ("i18n", &["i18n"]),
    ("state", &["state"]),
    ("live", &["live"]),
    ("components", &["components"]),
    ("pages", &["pages"]),
    ("app", &["app"]),
];

/// A module's path from the crate root (`["state", "game"]`); the root is
/// empty.
pub type Module = Vec<String>;

/// One import of a file from another.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Import {
    pub from: Module,
    pub to: Module,
    /// The first line of `from` that names `to`.
    pub line: usize,
}

/// What is wrong with the UI's shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A file does not read as Rust.
    Parse { file: String, error: String },
    /// A top-level module no layer names.
    Unplaced { module: String },
    /// An import from a lower layer of a higher one.
    Up {
        import: Import,
        from_layer: &'static str,
        to_layer: &'static str,
    },
    /// Files that import each other in a circle (one file's imports lead
    /// back to it).
    Circle { files: Vec<Module> },
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::Parse { file, error } => write!(f, "{file}: does not parse: {error}"),
            Problem::Unplaced { module } => {
                write!(
                    f,
                    "src/{module}: in no layer (crates/layers/src/lib.rs, LAYERS)"
                )
            }
            Problem::Up {
                import,
                from_layer,
                to_layer,
            } => write!(
                f,
                "{}:{}: the {from_layer} layer imports {} of the {to_layer} layer, above it",
                file_name(&import.from),
                import.line,
                file_name(&import.to)
            ),
            Problem::Circle { files } => {
                let names: Vec<String> = files.iter().map(file_name).collect();
                write!(f, "a circle of {} files: {}", files.len(), names.join(", "))
            }
        }
    }
}

/// A module's name as a reader finds it (`state::game`, or `main` for the
/// root).
pub fn file_name(m: &Module) -> String {
    if m.is_empty() {
        "main".to_string()
    } else {
        m.join("::")
    }
}

/// The import graph of a crate's sources.
#[derive(Debug, Default)]
pub struct Graph {
    pub modules: BTreeSet<Module>,
    pub imports: BTreeSet<Import>,
    problems: Vec<Problem>,
}

impl Graph {
    /// Read every `.rs` file under `src` (a crate's source directory).
    pub fn read_dir(src: &Path) -> std::io::Result<Graph> {
        let mut files = Vec::new();
        collect(src, src, &mut files)?;
        Ok(Graph::from_sources(files))
    }

    /// The graph of `(path under src, text)` pairs (`"state/game.rs"`).
    pub fn from_sources(files: impl IntoIterator<Item = (String, String)>) -> Graph {
        let files: Vec<(Module, String, String)> = files
            .into_iter()
            .map(|(p, text)| (module_of(&p), p, text))
            .collect();
        let mut g = Graph {
            modules: files.iter().map(|(m, _, _)| m.clone()).collect(),
            ..Graph::default()
        };
        for (m, name, text) in &files {
            match syn::parse_file(text) {
                Ok(file) => {
                    let mut v = Paths {
                        modules: &g.modules,
                        at: m.clone(),
                        aliases: BTreeMap::new(),
                        found: Vec::new(),
                    };
                    v.visit_file(&file);
                    for (path, line) in v.found {
                        let to = g.file_of(&path);
                        if to != *m {
                            let dup = g.imports.iter().any(|i| i.from == *m && i.to == to);
                            if !dup {
                                g.imports.insert(Import {
                                    from: m.clone(),
                                    to,
                                    line,
                                });
                            }
                        }
                    }
                }
                Err(e) => g.problems.push(Problem::Parse {
                    file: name.clone(),
                    error: e.to_string(),
                }),
            }
        }
        g
    }

    /// The file (module) that holds the item at an absolute path: the
    /// longest prefix of it that is a module of its own.
    fn file_of(&self, path: &[String]) -> Module {
        (0..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|p| self.modules.contains(p))
            .unwrap_or_default()
    }

    /// Everything wrong with the graph against [`LAYERS`].
    pub fn problems(&self) -> Vec<Problem> {
        let mut out = self.problems.clone();
        let tops: BTreeSet<&String> = self.modules.iter().filter_map(|m| m.first()).collect();
        for t in tops {
            if layer_of(std::slice::from_ref(t)).is_none() {
                out.push(Problem::Unplaced { module: t.clone() });
            }
        }
        for i in &self.imports {
            if let (Some(a), Some(b)) = (layer_of(&i.from), layer_of(&i.to))
                && b > a
            {
                out.push(Problem::Up {
                    import: i.clone(),
                    from_layer: LAYERS.get(a).map_or("main", |l| l.0),
                    to_layer: LAYERS.get(b).map_or("main", |l| l.0),
                });
            }
        }
        for files in circles(&self.modules, &self.imports) {
            out.push(Problem::Circle { files });
        }
        out
    }
}

/// A module's layer (its index in [`LAYERS`]; the root is above them all).
fn layer_of(m: &[String]) -> Option<usize> {
    match m.first() {
        None => Some(LAYERS.len()),
        Some(top) => LAYERS
            .iter()
            .position(|(_, mods)| mods.contains(&top.as_str())),
    }
}

/// The module a file under `src/` is (`a/mod.rs` and `a.rs` are `a`).
fn module_of(path: &str) -> Module {
    let p = path.trim_end_matches(".rs");
    let mut m: Module = p.split('/').map(str::to_string).collect();
    if matches!(m.last().map(String::as_str), Some("mod" | "main" | "lib")) {
        m.pop();
    }
    m
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        if p.is_dir() {
            collect(root, &p, out)?;
        } else if p.extension().is_some_and(|x| x == "rs") {
            let rel = p.strip_prefix(root).unwrap_or(&p);
            let rel = rel.to_string_lossy().replace('\\', "/");
            out.push((rel, std::fs::read_to_string(&p)?));
        }
    }
    Ok(())
}

/// Every path a file names that leads into the crate, made absolute, with
/// its line.
struct Paths<'a> {
    modules: &'a BTreeSet<Module>,
    /// The module being read (a file's, or an inline `mod` inside it).
    at: Module,
    /// Modules a `use` named (`use crate::pages;` makes `pages::game::X`
    /// a path into `pages::game`).
    aliases: BTreeMap<String, Module>,
    found: Vec<(Vec<String>, usize)>,
}

impl Paths<'_> {
    /// `segments` as an absolute path, if it starts in this crate:
    /// `crate::`, `super::`, `self::`, or a child module of this one.
    fn absolute(&self, segments: &[String]) -> Option<Vec<String>> {
        let first = segments.first()?;
        let mut base = self.at.clone();
        let mut rest = segments;
        match first.as_str() {
            "crate" => {
                base.clear();
                rest = &segments[1..];
            }
            "self" => rest = &segments[1..],
            "super" => {
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop()?;
                    rest = &rest[1..];
                }
            }
            _ => {
                let mut child = base.clone();
                child.push(first.clone());
                if !self.modules.contains(&child) {
                    let mut p = self.aliases.get(first)?.clone();
                    p.extend(segments[1..].iter().cloned());
                    return Some(p);
                }
            }
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    fn add(&mut self, segments: &[String], line: usize) {
        if let Some(p) = self.absolute(segments) {
            self.found.push((p, line));
        }
    }

    /// The paths in a macro's tokens: `a::b::c` runs of identifiers.
    fn tokens(&mut self, ts: TokenStream) {
        let mut run: Vec<String> = Vec::new();
        let mut line = 0;
        let mut colons = 0;
        for tt in ts {
            match tt {
                TokenTree::Ident(i) => {
                    if run.is_empty() || colons == 2 {
                        if run.is_empty() {
                            line = i.span().start().line;
                        }
                        run.push(i.to_string());
                    } else {
                        self.end_run(&mut run, line);
                        line = i.span().start().line;
                        run.push(i.to_string());
                    }
                    colons = 0;
                }
                TokenTree::Punct(p) if p.as_char() == ':' && !run.is_empty() && colons < 2 => {
                    colons += 1;
                }
                TokenTree::Group(g) => {
                    self.end_run(&mut run, line);
                    colons = 0;
                    self.tokens(g.stream());
                }
                _ => {
                    self.end_run(&mut run, line);
                    colons = 0;
                }
            }
        }
        self.end_run(&mut run, line);
    }

    fn end_run(&mut self, run: &mut Vec<String>, line: usize) {
        if run.len() > 1 {
            let r = std::mem::take(run);
            self.add(&r, line);
        }
        run.clear();
    }
}

/// The paths a `use` tree names, each as segments.
/// Each with the name it brings in (`None` for a glob).
fn use_paths(
    prefix: &mut Vec<String>,
    tree: &syn::UseTree,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_paths(prefix, &p.tree, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let mut p = prefix.clone();
            if n.ident != "self" {
                p.push(n.ident.to_string());
            }
            let name = p.last().cloned();
            out.push((p, name));
        }
        syn::UseTree::Rename(r) => {
            let mut p = prefix.clone();
            if r.ident != "self" {
                p.push(r.ident.to_string());
            }
            out.push((p, Some(r.rename.to_string())));
        }
        syn::UseTree::Glob(_) => out.push((prefix.clone(), None)),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_paths(prefix, t, out);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Paths<'_> {
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let line = u.use_token.span.start().line;
        let mut out = Vec::new();
        use_paths(&mut Vec::new(), &u.tree, &mut out);
        for (p, name) in out {
            if let Some(abs) = self.absolute(&p) {
                if let Some(name) = name
                    && self.modules.contains(&abs)
                {
                    self.aliases.insert(name, abs.clone());
                }
                self.found.push((abs, line));
            }
        }
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segments: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        if segments.len() > 1 {
            let line = p.segments[0].ident.span().start().line;
            self.add(&segments, line);
        }
        syn::visit::visit_path(self, p);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.visit_path(&m.path);
        self.tokens(m.tokens.clone());
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        // `mod x;` declares a file, it does not import it; an inline
        // module's paths are read from inside it
        if m.content.is_some() {
            self.at.push(m.ident.to_string());
            syn::visit::visit_item_mod(self, m);
            self.at.pop();
        }
    }
}

/// The circles among `imports`: each set of two or more files that reach
/// each other (strongly connected components, Tarjan's algorithm).
pub fn circles(modules: &BTreeSet<Module>, imports: &BTreeSet<Import>) -> Vec<Vec<Module>> {
    let ids: BTreeMap<&Module, usize> = modules.iter().enumerate().map(|(i, m)| (m, i)).collect();
    let names: Vec<&Module> = modules.iter().collect();
    let mut next = vec![Vec::new(); names.len()];
    for i in imports {
        if let (Some(&a), Some(&b)) = (ids.get(&i.from), ids.get(&i.to)) {
            next[a].push(b);
        }
    }
    let mut t = Tarjan {
        next: &next,
        index: vec![None; names.len()],
        low: vec![0; names.len()],
        on_stack: vec![false; names.len()],
        stack: Vec::new(),
        counter: 0,
        found: Vec::new(),
    };
    for v in 0..names.len() {
        if t.index[v].is_none() {
            t.connect(v);
        }
    }
    let mut out: Vec<Vec<Module>> = t
        .found
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|c| {
            let mut ms: Vec<Module> = c.into_iter().map(|v| names[v].clone()).collect();
            ms.sort();
            ms
        })
        .collect();
    out.sort();
    out
}

struct Tarjan<'a> {
    next: &'a [Vec<usize>],
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    counter: usize,
    found: Vec<Vec<usize>>,
}

impl Tarjan<'_> {
    fn connect(&mut self, v: usize) {
        self.index[v] = Some(self.counter);
        self.low[v] = self.counter;
        self.counter += 1;
        self.stack.push(v);
        self.on_stack[v] = true;
        for &w in &self.next[v] {
            match self.index[w] {
                None => {
                    self.connect(w);
                    self.low[v] = self.low[v].min(self.low[w]);
                }
                Some(iw) if self.on_stack[w] => self.low[v] = self.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(self.low[v]) == self.index[v] {
            let mut c = Vec::new();
            while let Some(w) = self.stack.pop() {
                self.on_stack[w] = false;
                c.push(w);
                if w == v {
                    break;
                }
            }
            self.found.push(c);
        }
    }
}
