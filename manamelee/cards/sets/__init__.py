"""Card definition modules. Each defines ``CARDS``, a list of card definitions built with the DSL."""
