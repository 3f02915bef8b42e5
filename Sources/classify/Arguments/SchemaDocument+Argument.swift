public import ArgumentParser
public import MediaKindCheck

/// `classify schema record|asset|album|finding` lists its values in `--help`.
extension SchemaDocument: ExpressibleByArgument {}
